import { Outlet } from 'react-router';
import { KitProvider } from '../../components/kit/kit-provider';

// Lazy route module: the pathless layout that gives every page except home the UI kit.
export default function KitLayout() {
  return (
    <KitProvider>
      <Outlet />
    </KitProvider>
  );
}
