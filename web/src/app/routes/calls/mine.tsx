import { MyPagesView } from '../../../features/calls/my-pages-view';

export default function MyPagesRoute() {
  return <MyPagesView />;
}
