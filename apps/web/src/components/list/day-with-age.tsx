import type { ComponentProps } from 'react';
import { DayText } from '../date-text.tsx';
import { PostAge } from '../freight/post-age.tsx';

interface DayWithAgeProps {
  day: string;
  post: ComponentProps<typeof PostAge>['load'];
  /** The line of the age under the day. */
  ageClassName: string;
}

/** A list's day of a post, with the post's age under it. */
export function DayWithAge({ day, post, ageClassName }: DayWithAgeProps) {
  return (
    <>
      <DayText value={day} />
      <div className={ageClassName}>
        <PostAge load={post} />
      </div>
    </>
  );
}
