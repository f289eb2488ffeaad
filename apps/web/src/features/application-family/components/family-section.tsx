import { Alert, Tabs } from '@mantine/core';
import type { Family } from '@portal/shared/family';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageLoader } from '@/components/page-loader';
import { applicationKeys, useApplicantWords } from '@/features/applications/public';
import type { SectionProps } from '@/features/editor-kit/public';
import { readStored, writeStored } from '@/lib/storage';
import { useFamily } from '../api/get-family';
import { FamilyInformationForm } from './family-information-form';
import { FamilyMembersTab } from './family-members-tab';

const tabs = ['information', 'members'] as const;
type Tab = (typeof tabs)[number];
/** The tab last opened is remembered per application on this device. */
const tabKey = (applicationId: number) => `application.${applicationId}.family.tab`;

/** The family step: the household's information, and its members. */
export function FamilySection(props: SectionProps) {
  const { t } = useApplicantWords('family');
  const queryClient = useQueryClient();
  const id = props.application.id;
  const family = useFamily(id);
  const [tab, setTab] = useState<Tab>(() => (readStored(tabKey(id)) === 'members' ? 'members' : 'information'));

  if (family.isError)
    return (
      <Alert color="red" role="alert">
        {family.error.message}
      </Alert>
    );
  if (family.isPending) return <PageLoader />;

  const choose = (value: string | null) => {
    const next = tabs.find((one) => one === value) ?? 'information';
    setTab(next);
    writeStored(tabKey(id), next);
  };
  const keep = (saved: Family) => queryClient.setQueryData(applicationKeys.part(id, 'family'), saved);

  return (
    <Tabs value={tab} onChange={choose}>
      <Tabs.List mb="md">
        {tabs.map((one) => (
          <Tabs.Tab key={one} value={one}>
            {t(`tabs.${one}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="information">
        <FamilyInformationForm {...props} family={family.data} onSaved={keep} />
      </Tabs.Panel>
      <Tabs.Panel value="members">
        <FamilyMembersTab applicationId={id} family={family.data} readOnly={props.readOnly} />
      </Tabs.Panel>
    </Tabs>
  );
}
