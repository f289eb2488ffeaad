import { Box, Button, Container, Grid, Group, Stack, Title } from '@mantine/core';
import { lockReason } from '@portal/shared/application-rules';
import { applicantFullName } from '@portal/shared/applications';
import { isStaff } from '@portal/shared/enums';
import { isOngoing } from '@portal/shared/session-rules';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { StatusScreen } from '@/components/status-screen';
import { paths } from '@/config/paths';
import { useApplication } from '@/features/applications/public';
import {
  type EditorNavigation,
  type EditorSectionId,
  isEditorSection,
  isVisibleSection,
  neighbourSections,
  readLastSection,
  saveLastSection,
  type ViewSectionId,
  visibleSections,
} from '@/features/editor-kit/public';
import { useSession } from '@/features/sessions/public';
import { ApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth-store';
import { LockNotice } from './lock-notice';
import { RenewalNotice } from './renewal-notice';
import { ReviewPanels, SectionScreen } from './review-panels';
import { StepList } from './step-list';

type Mode = 'edit' | 'view';

const applicationPath = (id: number, mode: Mode, section: ViewSectionId) =>
  (mode === 'edit' ? paths.applicationEdit : paths.applicationView)({ id, rest: section });

/**
 * The application could not be read: a screen with its heading, why, and what to do. A missing one (or one the
 * reader may not see: a declared conflict of interest) leads home; any other failure offers to try again.
 */
function LoadFailed({ error, retry }: { error: Error; retry: () => void }) {
  const { t } = useTranslation(['applications', 'common']);
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <div role="alert">
      <StatusScreen
        icon={<IconAlertTriangle size={32} />}
        title={t('applications:editor.loadFailed')}
        description={error.message}
        actions={
          missing ? (
            <Button component={Link} to={paths.home()}>
              {t('common:actions.goHome')}
            </Button>
          ) : (
            <Button variant="light" onClick={retry}>
              {t('applications:actions.retry')}
            </Button>
          )
        }
      />
    </div>
  );
}

/**
 * /applications/:id/edit/* and /applications/:id/view/*: the step list with each step's mark, and the current
 * section's screen (its own chunk). Staff (administrators, evaluators) and locked applications get the view mode,
 * told why.
 */
function ApplicationEditor({ mode }: { mode: Mode }) {
  const { t } = useTranslation(['applications', 'glossary']);
  const { id, '*': rest = '' } = useParams();
  // "#decision" (the dashboard's "See the decision") survives the redirects to a section.
  const { hash, state, key } = useLocation();
  const applicationId = Number(id);
  const { user } = useAuth();
  const application = useApplication(applicationId);
  const session = useSession(application.data?.sessionId);
  // Staff (administrators and evaluators) read the application as the committee does, never editing it.
  const committee = isStaff(user?.role);
  const requested = rest.split('/')[0];
  const section = isVisibleSection(requested, committee) ? requested : null;

  useEffect(() => {
    if (section && isEditorSection(section)) saveLastSection(applicationId, section);
  }, [applicationId, section]);

  // Arrived by "Save and mark completed": the next step's heading takes the focus (and is read out).
  const sectionTitle = useRef<HTMLHeadingElement>(null);
  const focusHeading = (state as EditorNavigation | null)?.focusHeading === true;
  const ready = Boolean(application.data && session.data);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival (`key`), when the heading is drawn.
  useEffect(() => {
    if (focusHeading && ready) sectionTitle.current?.focus();
  }, [focusHeading, ready, key]);

  if (application.isError) return <LoadFailed error={application.error} retry={() => application.refetch()} />;
  if (session.isError) return <LoadFailed error={session.error} retry={() => session.refetch()} />;
  if (!application.data || !session.data) return <PageLoader />;

  const lock = lockReason(application.data, isOngoing(session.data));
  const readOnly = mode === 'view' || committee || lock !== null;
  if (!section) {
    const remembered = readLastSection(applicationId);
    const start = isEditorSection(remembered ?? undefined) ? (remembered as EditorSectionId) : 'how-to-fill';
    return <Navigate to={applicationPath(applicationId, mode, start) + hash} replace />;
  }
  if (mode === 'edit' && readOnly)
    return <Navigate to={applicationPath(applicationId, 'view', section) + hash} replace />;

  const sectionPath = (target: ViewSectionId) => applicationPath(applicationId, mode, target);
  const { previous, next } = neighbourSections(section, committee);
  return (
    <Container size="lg" px={0}>
      <Stack>
        <Title order={1}>
          {committee
            ? t('editor.committeeTitle', {
                session: session.data.name,
                name: applicantFullName(application.data.applicant) ?? t('editor.deletedAccount'),
              })
            : t('editor.title', { session: session.data.name })}
        </Title>
        <LockNotice
          reason={lock}
          committee={committee ? user!.role : null}
          editPath={mode === 'view' && !committee && !lock ? applicationPath(applicationId, 'edit', section) : null}
        />
        <RenewalNotice application={application.data} />
        <ReviewPanels committee={committee} application={application.data} session={session.data} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
            <StepList
              application={application.data}
              sections={visibleSections(committee)}
              current={section}
              sectionPath={sectionPath}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
            <Box component="section" aria-labelledby="section-title" data-focus-region>
              <Stack>
                <Title order={2} id="section-title" ref={sectionTitle} tabIndex={-1} data-focus-home>
                  {t(`glossary:sections.${section}`)}
                </Title>
                <Suspense fallback={<PageLoader />}>
                  <SectionScreen
                    key={section}
                    section={section}
                    committee={committee}
                    application={application.data}
                    session={session.data}
                    readOnly={readOnly}
                    sectionPath={sectionPath}
                  />
                </Suspense>
                <Group justify="space-between">
                  {previous ? (
                    <Button component={Link} to={sectionPath(previous)} variant="subtle">
                      {t('editor.previous', { name: t(`glossary:sections.${previous}`) })}
                    </Button>
                  ) : (
                    <span />
                  )}
                  {next && (
                    <Button component={Link} to={sectionPath(next)} variant="subtle">
                      {t('editor.next', { name: t(`glossary:sections.${next}`) })}
                    </Button>
                  )}
                </Group>
              </Stack>
            </Box>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

export function ApplicationEditPage() {
  return <ApplicationEditor mode="edit" />;
}

export function ApplicationViewPage() {
  return <ApplicationEditor mode="view" />;
}

/** /applications/:id: the application as it stands, in view mode. */
export function ApplicationRedirect() {
  const { id } = useParams();
  return <Navigate to={paths.applicationView({ id: id ?? '' })} replace />;
}
