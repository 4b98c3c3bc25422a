// The addresses of fans marketing (route table: /activityreport/fansmarketing the followers and
// sent broadcasts, /activityreport/sendmessageform a new broadcast).

export const FANS_PATH = '/activityreport/fansmarketing';
export const SEND_MESSAGE_PATH = '/activityreport/sendmessageform';
