import type { ApplicationRead } from '@portal/shared/applications';
import type { Session } from '@portal/shared/sessions';
import { Suspense } from 'react';
import { PageLoader } from '@/components/page-loader';
import { MyApplicationReads } from '@/features/application-reads/public';
import type { SectionProps, ViewSectionId } from '@/features/editor-kit/public';
import { AdminScoreSection, ApplicantDecision, DecisionPanel, DocumentsReadOnly } from '@/features/evaluation/public';
import { sectionScreens } from './section-screens';

type ScreenProps = Omit<SectionProps, 'section' | 'sectionPath'> & {
  section: ViewSectionId;
  /** Read by staff (administrators and evaluators). */
  committee: boolean;
  sectionPath: (section: ViewSectionId) => string;
};

/**
 * A section's screen. The committee's section, and the documents as staff read them (thumbnails and links), come
 * from the review's own chunks, which applicants never load.
 */
export function SectionScreen({ section, committee, ...props }: ScreenProps) {
  if (section === 'score') return <AdminScoreSection application={props.application} session={props.session} />;
  if (section === 'documents' && committee) return <DocumentsReadOnly applicationId={props.application.id} />;
  const Screen = sectionScreens[section];
  return <Screen section={section} {...props} />;
}

type PanelProps = { committee: boolean; application: ApplicationRead; session: Session };

/**
 * Above every section: for staff, whose file it is and the decision (an administrator also has the ways to take it,
 * or, once published, to withdraw the place); for the applicant, the decision as published once the application is
 * submitted or decided, and who on the committee read it.
 */
export function ReviewPanels({ committee, application, session }: PanelProps) {
  if (committee)
    return (
      <Suspense fallback={<PageLoader />}>
        <DecisionPanel application={application} session={session} />
      </Suspense>
    );
  // Who on the committee read it: once it is submitted, or its session closed (decision 561).
  const reads =
    application.submitted || session.status === 'CLOSED' ? (
      <Suspense fallback={null}>
        <MyApplicationReads applicationId={application.id} />
      </Suspense>
    ) : null;
  if (!application.submitted && application.status === 'PENDING') return reads;
  return (
    <>
      <Suspense fallback={null}>
        <ApplicantDecision application={application} session={session} />
      </Suspense>
      {reads}
    </>
  );
}
