// Field errors become i18n keys: zod issues without a message of their own are encoded as
// "validation.<kind>|<json values>"; messages the proto schemas write are looked up in a table.

interface Issue {
  code: string;
  input?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  format?: string;
  origin?: string;
}

const encode = (id: string, values?: Record<string, unknown>) => (values ? `${id}|${JSON.stringify(values)}` : id);

/** The error map handed to zod when a form validates (schema-level messages take precedence). */
export function issueMessage(iss: Issue): string {
  switch (iss.code) {
    case 'invalid_type':
      return encode(iss.input === undefined || iss.input === null || iss.input === '' ? 'validation.required' : 'validation.invalid');
    case 'too_small':
      if (iss.origin === 'string' && Number(iss.minimum) <= 1) return encode('validation.required');
      return encode(iss.origin === 'string' ? 'validation.minLength' : 'validation.min', { minimum: Number(iss.minimum) });
    case 'too_big':
      return encode(iss.origin === 'string' ? 'validation.maxLength' : 'validation.max', { maximum: Number(iss.maximum) });
    case 'invalid_format':
      return encode(iss.format === 'email' ? 'validation.email' : 'validation.format');
    case 'invalid_value':
      return encode('validation.required');
    default:
      return encode('validation.invalid');
  }
}

/** Messages written in the proto schemas (server and form share them). */
const SCHEMA_MESSAGES: Record<string, string> = {
  'needs a lowercase letter': 'validation.password.lower',
  'needs an uppercase letter': 'validation.password.upper',
  'needs a digit': 'validation.password.digit',
  'needs a special character': 'validation.password.special',
  'expected HH:mm': 'validation.time',
  'expected #rrggbb': 'validation.color',
  'digits, parentheses, plus, minus and slash only': 'validation.phone',
  'letters, digits and . _ - @ + only': 'validation.userName',
  'terms and privacy must be accepted': 'validation.consent',
  'the privacy notice must be accepted': 'validation.consent',
  'lat and lng go together': 'validation.latLng',
  'passwords differ': 'validation.passwordsDiffer',
  'must be after fromTime': 'validation.timeOrder',
  'must not be below minAge': 'validation.ageOrder',
  'must not be before dateFrom': 'validation.dateOrder',
  'overlaps another discount': 'validation.discountOverlap',
  'a parent or legal guardian must be named for a minor': 'validation.guardianRequired',
  "the applicant's age is outside the type's range": 'validation.ageOutsideRange',
  'unknown membership type': 'validation.unknownMembershipType',
  'must not be in the past': 'validation.notPast',
  'payment interval not allowed': 'validation.intervalNotAllowed',
};

/** The i18n key and values of a field error message. */
export function decodeMessage(message: string | undefined): { id: string; values?: Record<string, string | number> } {
  if (!message) return { id: 'validation.invalid' };
  if (message.startsWith('validation.')) {
    const [id, json] = message.split('|', 2) as [string, string | undefined];
    return { id, values: json ? (JSON.parse(json) as Record<string, number>) : undefined };
  }
  return { id: SCHEMA_MESSAGES[message] ?? 'validation.invalid' };
}
