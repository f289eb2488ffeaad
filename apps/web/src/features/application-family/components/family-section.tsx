import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { QueryGate } from '@/components/query-gate';
import { useApplicantWords } from '@/features/applications/public';
import type { SectionProps } from '@/features/editor-kit/public';
import { useFamily } from '../api/get-family';
import { FamilyInformationForm } from './family-information-form';
import { FamilyMembersTab } from './family-members-tab';
import { type FamilyTab, keepFamilyTab, openingFamilyTab, familyTabs as tabs } from './family-tab';

/** The family step: the household's information, and its members. */
export function FamilySection(props: SectionProps) {
  const { t } = useApplicantWords('family');
  const id = props.application.id;
  const family = useFamily(id);
  const [tab, setTab] = useState<FamilyTab>(() => openingFamilyTab(id));

  const choose = (value: string | null) => {
    const next = tabs.find((one) => one === value) ?? 'information';
    setTab(next);
    keepFamilyTab(id, next);
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
