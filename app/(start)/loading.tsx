import { Loader } from '@/components/ui/loader';

export default function Loading() {
  return <Loader />;
}
