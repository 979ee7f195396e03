// The app's design tokens, then its base styles. The widgets bring the kit's own styles
// (components/widgets/).
import '../components/ui/tokens.css';
import './global.css';
