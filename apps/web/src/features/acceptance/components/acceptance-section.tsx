import { Stack } from '@mantine/core';
import { lazyWhenIdle } from '@/lib/load-when-idle';
import { useMyPlaces } from '../api/get-my-places';

// Its own chunk (with the form kit its answer uses): most applicants are never offered a place. The dashboard's
// sections wait for it (they appear together) when a place is shown before the page has loaded it.
const PlaceCard = lazyWhenIdle(() => import('./place-card').then((module) => module.PlaceCard));

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
