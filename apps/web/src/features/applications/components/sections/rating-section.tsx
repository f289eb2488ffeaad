import { Alert, Text, Textarea } from '@mantine/core';
import { RATING_MAX_STARS, type Rating as RatingPart, ratingInputSchema } from '@portal/shared/list-steps';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { PageLoader } from '@/components/page-loader';
import { getRating, useRating } from '@/features/applications/api/get-rating';
import { applicationKeys } from '@/features/applications/api/keys';
import { saveRating } from '@/features/applications/api/save-rating';
import { useApplicantWords } from '@/features/applications/hooks/use-applicant-words';
import { useStepForm } from '@/features/applications/hooks/use-step-form';
import { textOf, textOrNull } from '@/features/applications/utils/step-errors';
import { stepResolver } from '@/features/applications/utils/step-resolver';
import { fieldError } from '@/lib/zod-form';
import type { SectionProps } from '../section-props';
import { StepFormFrame } from '../step-form-frame';
import { StarRatingInput } from './star-rating-input';

const ratingFields = ['stars', 'suggestion', 'content'] as const;
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
const resolver = stepResolver<RatingValues>(ratingInputSchema, ratingBody);

const bareFieldset = { border: 0, padding: 0, margin: 0, minWidth: 0 };

function RatingForm({ rating, ...props }: SectionProps & { rating: RatingPart | null }) {
  const { t } = useApplicantWords('rating');
  const queryClient = useQueryClient();
  const key = applicationKeys.part(props.application.id, 'rating');
  const loaded = { values: ratingOf(rating), version: null };
  const form = useForm<RatingValues>({ resolver, defaultValues: loaded.values });
  const control = useStepForm({
    ...props,
    step: 'RATING',
    form,
    fields: ratingFields,
    loaded,
    send: async (values) => {
      const saved = await saveRating(props.application.id, ratingInputSchema.parse(ratingBody(values)));
      queryClient.setQueryData(key, saved);
      return { values: ratingOf(saved), version: null };
    },
    reload: async () => {
      const fresh = await getRating(props.application.id);
      queryClient.setQueryData(key, fresh);
      return { values: ratingOf(fresh), version: null };
    },
  });
  const errors = form.formState.errors;
  return (
    <StepFormFrame control={control} readOnly={props.readOnly} labelledBy="section-title">
      <Text>{t('intro')}</Text>
      <Controller
        control={form.control}
        name="stars"
        render={({ field }) => (
          <fieldset style={bareFieldset} aria-describedby={errors.stars ? 'stars-said stars-error' : 'stars-said'}>
            <Text component="legend" fw={500} size="sm" mb={6}>
              {t('stars')}
            </Text>
            <StarRatingInput
              name="stars"
              count={RATING_MAX_STARS}
              value={field.value}
              onChange={field.onChange}
              disabled={props.readOnly}
              labelOf={(stars) => t('starLabel', { count: stars })}
            />
            <Text size="sm" id="stars-said" mt={4}>
              {field.value ? t('chosen', { count: field.value, max: RATING_MAX_STARS }) : t('noneChosen')}
            </Text>
            {errors.stars && (
              <Text size="sm" c="red.8" id="stars-error" role="alert">
                {fieldError(errors.stars)}
              </Text>
            )}
          </fieldset>
        )}
      />
      <Textarea
        label={t('suggestion')}
        description={props.readOnly ? undefined : t('suggestionHelp')}
        autosize
        minRows={2}
        {...form.register('suggestion')}
        error={fieldError(errors.suggestion)}
      />
      <Textarea
        label={t('content')}
        description={props.readOnly ? undefined : t('contentHelp')}
        autosize
        minRows={3}
        {...form.register('content')}
        error={fieldError(errors.content)}
      />
    </StepFormFrame>
  );
}

/** The applicant's opinion of the portal and the process: stars, a suggestion and a comment. */
export function RatingSection(props: SectionProps) {
  const rating = useRating(props.application.id);
  if (rating.isError)
    return (
      <Alert color="red" role="alert">
        {rating.error.message}
      </Alert>
    );
  if (rating.isPending) return <PageLoader />;
  return <RatingForm {...props} rating={rating.data} />;
}
