// The edit route's chunk: the same form as a new transfer (TransferFormPage.tsx).
export { EditTransferPage as default } from './TransferFormPage.tsx';
