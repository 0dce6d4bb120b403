export { ComingSoon as LocationDetailPage } from '../../common/coming-soon.tsx';
