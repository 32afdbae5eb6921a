import { Loader } from '@/components/ui/loader';

/** A form screen: a spinner rather than the list skeleton of the segment above. */
export default function Loading() {
  return <Loader />;
}
