import { Stack } from '@mantine/core';
import { lazy } from 'react';
import { useMyPlaces } from '../api/get-my-places';

// Its own chunk (with the form kit its answer uses), loaded when a place is shown: most applicants are never
// offered one. The dashboard's sections wait for it, and appear together.
const PlaceCard = lazy(() => import('./place-card').then((module) => ({ default: module.PlaceCard })));

/**
 * The dashboard's places: a place that awaits an answer first, with its countdown; an accepted one leads to the
 * scholarship year. Nothing at all for an applicant who was never offered one.
 */
export function AcceptanceSection() {
  const places = useMyPlaces();
  if (!places.data?.length) return null;
  const sorted = [...places.data].sort((a, b) => Number(b.state === 'AWAITING') - Number(a.state === 'AWAITING'));
  return (
    <Stack gap="md">
      {sorted.map((place) => (
        <PlaceCard key={place.applicationId} place={place} />
      ))}
    </Stack>
  );
}
