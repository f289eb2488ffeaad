import { emptySteps } from '@portal/shared/application-rules';
import type { Application } from '@portal/shared/applications';
import { describe, expect, it } from 'vitest';
import { visibleSections } from '@/features/editor-kit/public';
import { stepNumbers } from './step-list';

const application = { universityStudent: false, steps: emptySteps() } as Application;

describe('the editor’s step numbers', () => {
  it('number the ten steps only, as the dashboard counts them: not the guide, nor the committee’s section', () => {
    for (const administrator of [false, true]) {
      const numbers = stepNumbers(application, visibleSections(administrator));
      expect(numbers.get('how-to-fill')).toBeUndefined();
      expect(numbers.get('score')).toBeUndefined();
      expect(numbers.get('details')).toBe(1);
      expect(numbers.get('submission')).toBe(10);
      expect(numbers.size).toBe(10);
    }
  });
});
