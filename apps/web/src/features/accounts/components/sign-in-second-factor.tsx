import { Anchor, Text } from '@mantine/core';
import type { AuthFormOutcome } from '@portal/shared/public-pages';
import type { EnrolledSignIn } from '@portal/shared/two-factor';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  CodeForm,
  type CodeKind,
  EnrolmentSetup,
  isChallengeLost,
  isCodeKind,
  RecoveryCodes,
} from '@/features/two-factor/public';
import type { ApiError } from '@/lib/api-error';
import type { AuthUser } from '@/lib/auth-store';
import { signInWithCode } from '../api/sign-in-code';
import { confirmSignInEnrolment } from '../api/sign-in-enrolment';
import { AuthPageTitle } from './auth-page-title';

/** The second factor a right password led to: a code to give, or an enrolment first (with what the app needs). */
export type SecondFactorAsked = NonNullable<AuthFormOutcome['secondFactor']>;
type SignedIn = { token: string; user: AuthUser };

type Props = {
  asked: SecondFactorAsked;
  /** In the app: the person is signed in (after the code, or once the recovery codes are kept). */
  onSignedIn: (signedIn: SignedIn) => void;
  /** In the app: back to the password, with why (the challenge expired) or without (the person chose to). */
  onRestart: (error?: unknown) => void;
  /** On the server's page (decision 523): what the post answered (the kind of code typed, a refusal). */
  kind?: string;
  error?: ApiError;
};

/**
 * The sign-in's second step (decision 565): the code of the authenticator app or a recovery code in one field; or,
 * for a member of the committee who must have a second factor and has none, the enrolment, then the recovery codes
 * to keep before going on. In the app, and on the server's page, where each step posts the challenge back in a
 * hidden field and works without script.
 */
export function SignInSecondFactor({ asked, onSignedIn, onRestart, kind: postedKind, error }: Props) {
  const { t } = useTranslation('two-factor');
  const [kind, setKind] = useState<CodeKind>(isCodeKind(postedKind) ? postedKind : 'app');
  const [enrolled, setEnrolled] = useState<EnrolledSignIn | null>(null);
  const { challenge } = asked;
  // A lost challenge (too slow) goes back to the password; any other refusal stays on the code's field.
  const restartIfLost = (refusal: unknown) => {
    if (isChallengeLost(refusal)) onRestart(refusal);
    throw refusal;
  };
  const footer = <StartAgain onRestart={() => onRestart()} />;

  if (enrolled)
    return (
      <>
        <AuthPageTitle title={t('codes.title')} />
        <RecoveryCodes
          codes={enrolled.recoveryCodes}
          continueLabel={t('codes.continue')}
          onContinue={() => onSignedIn(enrolled)}
        />
      </>
    );

  if (asked.step === 'ENROL' && asked.setup)
    return (
      <>
        <AuthPageTitle title={t('enrol.title')} subtitle={t('enrol.subtitle')} />
        <CodeForm
          submitLabel={t('enrol.submit')}
          hidden={{ challenge, step: 'ENROL' }}
          initialError={error}
          onCode={(code) => confirmSignInEnrolment({ challenge, code }).then(setEnrolled, restartIfLost)}
          footer={footer}
        >
          <EnrolmentSetup setup={asked.setup} />
        </CodeForm>
      </>
    );

  return (
    <>
      <AuthPageTitle title={t('code.title')} subtitle={t('code.subtitle')} />
      <CodeForm
        recovery={{ kind, onKindChange: setKind }}
        focus
        submitLabel={t('code.submit')}
        hidden={{ challenge, step: 'CODE', kind }}
        initialError={error}
        onCode={(code) => signInWithCode({ challenge, code }).then(onSignedIn, restartIfLost)}
        footer={footer}
      />
    </>
  );
}

/**
 * The enrolled person's recovery codes on the server's page: its script hands the sign-in over to the app once the
 * box is ticked.
 */
export function KeptRecoveryCodes({ codes, signedIn }: { codes: string[]; signedIn: AuthFormOutcome['signedIn'] }) {
  const { t } = useTranslation('two-factor');
  return (
    <>
      <AuthPageTitle title={t('codes.title')} />
      <RecoveryCodes codes={codes} continueLabel={t('codes.continue')} handoff={signedIn} />
    </>
  );
}

/** Back to the password: the page's own address, which the app answers in place. */
function StartAgain({ onRestart }: { onRestart: () => void }) {
  const { t } = useTranslation('two-factor');
  const here = useLocation();
  return (
    <Text size="sm" ta="center">
      <Anchor
        href={`${here.pathname}${here.search}`}
        onClick={(event) => {
          event.preventDefault();
          onRestart();
        }}
      >
        {t('startAgain')}
      </Anchor>
    </Text>
  );
}
