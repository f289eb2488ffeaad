import { useTranslation } from 'react-i18next';
import { mainContentId } from '@/lib/landmarks';
import classes from './skip-link.module.css';

export { mainContentId };

/** First focusable element of every layout: jumps over the header and nav. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a href={`#${mainContentId}`} className={classes.skip}>
      {t('skipToContent')}
    </a>
  );
}
