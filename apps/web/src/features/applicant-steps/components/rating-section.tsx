import { Text } from '@mantine/core';
import { RATING_MAX_STARS, type Rating as RatingPart, ratingInputSchema } from '@portal/shared/list-steps';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { useControlled } from '@/components/form/field-props';
import { TextAreaField } from '@/components/form/text-field';
import { QueryGate } from '@/components/query-gate';
import { applicationKeys, useApplicantWords } from '@/features/applications/public';
import {
  bareFieldset,
  type SectionProps,
  StepFormFrame,
  textOf,
  textOrNull,
  useStepForm,
} from '@/features/editor-kit/public';
import { getRating, useRating } from '../api/get-rating';
import { saveRating } from '../api/save-rating';
import { StarRatingInput } from './star-rating-input';

/** 0 stars: not chosen yet. */
type RatingValues = { stars: number; suggestion: string; content: string };

const ratingOf = (rating: RatingPart | null): RatingValues => ({
  stars: rating?.stars ?? 0,
  suggestion: textOf(rating?.suggestion),
  content: textOf(rating?.content),
});
const ratingBody = (values: RatingValues) => ({
  stars: values.stars || null,
  suggestion: textOrNull(values.suggestion),
  content: textOrNull(values.content),
});

/** The stars as a group of radios, with what is chosen said in words. */
function StarsField({ form, readOnly }: { form: UseFormReturn<RatingValues, unknown, unknown>; readOnly: boolean }) {
  const { t } = useApplicantWords('rating');
  const { value, onChange, error } = useControlled({ form, name: 'stars' });
  const stars = typeof value === 'number' ? value : 0;
  return (
    <fieldset style={bareFieldset} aria-describedby={error ? 'stars-said stars-error' : 'stars-said'}>
      <Text component="legend" fw={500} size="sm" mb={6}>
        {t('stars')}
      </Text>
      <StarRatingInput
        name="stars"
        count={RATING_MAX_STARS}
        value={stars}
        onChange={onChange}
        disabled={readOnly}
        labelOf={(stars) => t('starLabel', { count: stars })}
      />
      <Text size="sm" id="stars-said" mt={4}>
        {stars ? t('chosen', { count: stars, max: RATING_MAX_STARS }) : t('noneChosen')}
      </Text>
      {error && (
        <Text size="sm" c="red.8" id="stars-error" role="alert">
          {error}
        </Text>
      )}
    </fieldset>
  );
}

function RatingForm({ rating, ...props }: SectionProps & { rating: RatingPart | null }) {
  const { t } = useApplicantWords('rating');
  const queryClient = useQueryClient();
  const applicationId = props.application.id;
  const { form, control } = useStepForm({
    ...props,
    step: 'RATING',
    schema: ratingInputSchema,
    toBody: ratingBody,
    source: {
      initial: rating,
      valuesOf: ratingOf,
      // A rating is the applicant's alone and has no version.
      versionOf: () => null,
      send: (body) => saveRating(applicationId, ratingInputSchema.parse(body)),
      fetch: () => getRating(applicationId),
      store: (saved) => queryClient.setQueryData(applicationKeys.part(applicationId, 'rating'), saved),
    },
  });
  return (
    <StepFormFrame control={control} readOnly={props.readOnly} labelledBy="section-title">
      <Text>{t('intro')}</Text>
      <StarsField form={form} readOnly={props.readOnly} />
      <TextAreaField
        form={form}
        name="suggestion"
        label={t('suggestion')}
        description={props.readOnly ? undefined : t('suggestionHelp')}
      />
      <TextAreaField
        form={form}
        name="content"
        label={t('content')}
        description={props.readOnly ? undefined : t('contentHelp')}
        minRows={3}
      />
    </StepFormFrame>
  );
}

/** The applicant's opinion of the portal and the process: stars, a suggestion and a comment. */
export function RatingSection(props: SectionProps) {
  const rating = useRating(props.application.id);
  return <QueryGate query={rating}>{(data) => <RatingForm {...props} rating={data} />}</QueryGate>;
}
