import { Flex } from 'antd';
import { ActionCentre } from './ActionCentre.tsx';
import { GetStarted } from './GetStarted.tsx';
import { ServiceCard } from './ServiceCard.tsx';

/** /dashboard/index: the action centre and the customer service's figures, with the "get started" checklist while a shop is new. */
export default function DashboardPage() {
  return (
    <Flex vertical gap={16}>
      <GetStarted />
      <ActionCentre />
      <ServiceCard />
    </Flex>
  );
}
