import '@mantine/core/styles.layer.css';
import { CLIENT_ERRORS } from '@hirelane/contract/errors';
import { startApp } from './app/start-app.tsx';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error(CLIENT_ERRORS.rootElementMissing);
startApp(rootElement);
