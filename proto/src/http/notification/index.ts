import { webPushContracts } from './web-push.ts';

export {
  CheckSubscriptionStatusBody,
  SaveSubscriptionBody,
  SubscriptionStatus,
  SubscriptionStatusAnswer,
  WebPushMessage,
} from './web-push.ts';

export const notificationContracts = {
  ...webPushContracts,
} as const;
