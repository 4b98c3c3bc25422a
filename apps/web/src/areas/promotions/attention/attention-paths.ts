// The addresses of the follow-shop coupon's screens (route table: /promotion/attention; the form is
// the same route with ?form).

export const ATTENTION_PATH = '/promotion/attention';
export const ATTENTION_FORM_PATH = `${ATTENTION_PATH}?form=new`;
