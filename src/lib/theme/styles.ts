// The document-wide styles: import once at the root of the app and of the workbench.
import './fonts';
import './global.css';
import './pressable-style';
