import { MessagesPage } from '@/features/messages/messages-page';

export default function MessagesRoute() {
  return <MessagesPage />;
}
