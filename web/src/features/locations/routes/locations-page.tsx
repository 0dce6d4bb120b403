export { ComingSoon as LocationsPage } from '../../common/coming-soon.tsx';
