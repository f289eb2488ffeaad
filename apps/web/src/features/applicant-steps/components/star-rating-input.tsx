import { VisuallyHidden } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import classes from './star-rating.module.css';

type Props = {
  name: string;
  count: number;
  /** 0: none chosen. */
  value: number;
  onChange: (stars: number) => void;
  disabled?: boolean;
  /** The accessible name of each choice ("3 stars"). */
  labelOf: (stars: number) => string;
};

/**
 * Stars as native radio buttons: Tab reaches the group, the arrow keys choose (as in any radio group), a tap on a
 * star chooses it; the stars up to the chosen one are filled.
 */
export function StarRatingInput({ name, count, value, onChange, disabled, labelOf }: Props) {
  return (
    <div className={classes.stars}>
      {Array.from({ length: count }, (_, index) => index + 1).map((stars) => {
        const Star = stars <= value ? IconStarFilled : IconStar;
        return (
          <label key={stars} className={classes.star} data-filled={stars <= value || undefined}>
            <input
              type="radio"
              className={classes.input}
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              disabled={disabled}
            />
            <Star size={32} aria-hidden />
            <VisuallyHidden>{labelOf(stars)}</VisuallyHidden>
          </label>
        );
      })}
    </div>
  );
}
