import { downloadCenterDelete, downloadCenterListInquiry, downloadCenterRetry } from '@sc/contract/calls/downloads.ts';
import { handle, type Registration } from '../../envelope/handler.ts';
import { deleteTask, listTasks, retryTask } from './service.ts';

export const downloadsHandlers: readonly Registration[] = [
  handle(downloadCenterListInquiry, listTasks),
  handle(downloadCenterDelete, deleteTask),
  handle(downloadCenterRetry, retryTask),
];
