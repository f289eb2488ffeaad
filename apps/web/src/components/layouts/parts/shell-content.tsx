import { Container } from '@mantine/core';
import { AppFooter } from './app-footer';
import { PageOutlet } from './page-outlet';
import classes from './shell-content.module.css';
import { mainContentId } from './skip-link';

type Props = { contained?: boolean; withFooter?: boolean };

/** The page area of a layout: <main> (target of the skip link) and the footer. */
export function ShellContent({ contained = false, withFooter = true }: Props) {
  return (
    <div className={classes.content}>
      <main id={mainContentId} tabIndex={-1} className={classes.main}>
        {contained ? (
          <Container size="lg" p={0}>
            <PageOutlet />
          </Container>
        ) : (
          <PageOutlet />
        )}
      </main>
      {withFooter && <AppFooter />}
    </div>
  );
}
