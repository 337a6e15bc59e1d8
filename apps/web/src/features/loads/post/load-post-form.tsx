import type { LoadType } from '@loadboard/contracts';
import { FreightPostForm } from './freight-post-form.tsx';
import type { PostFormProps } from './post-form.tsx';
import { TruckPostForm } from './truck-post-form.tsx';

/** The form of a post type: RFP and RFD share the freight form, TRUCK has its own. */
export function LoadPostForm({ type, ...props }: PostFormProps & { type: LoadType }) {
  return type === 'TRUCK' ? <TruckPostForm {...props} /> : <FreightPostForm type={type} {...props} />;
}
