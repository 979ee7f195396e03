// The shell's own base styles. Mantine's come with the UI kit (components/kit/kit-provider.tsx).
import './global.css';
