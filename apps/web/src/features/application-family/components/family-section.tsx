import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { QueryGate } from '@/components/query-gate';
import { useApplicantWords } from '@/features/applications/public';
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
  const id = props.application.id;
  const family = useFamily(id);
  const [tab, setTab] = useState<Tab>(() => (readStored(tabKey(id)) === 'members' ? 'members' : 'information'));

  const choose = (value: string | null) => {
    const next = tabs.find((one) => one === value) ?? 'information';
    setTab(next);
    writeStored(tabKey(id), next);
  };

  return (
    <QueryGate query={family}>
      {(data) => (
        <Tabs value={tab} onChange={choose}>
          <Tabs.List mb="md">
            {tabs.map((one) => (
              <Tabs.Tab key={one} value={one}>
                {t(`tabs.${one}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="information">
            <FamilyInformationForm {...props} family={data} />
          </Tabs.Panel>
          <Tabs.Panel value="members">
            <FamilyMembersTab applicationId={id} family={data} readOnly={props.readOnly} />
          </Tabs.Panel>
        </Tabs>
      )}
    </QueryGate>
  );
}
