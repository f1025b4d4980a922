import '@mantine/core/styles.layer.css';
// After Mantine's styles: the installed app's safe-area insets for drawers and dialogs.
import './app/safe-area.css';
import { CLIENT_ERRORS } from '@hirelane/contract/errors';
import { startApp } from './app/start-app.tsx';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error(CLIENT_ERRORS.rootElementMissing);
startApp(rootElement);
