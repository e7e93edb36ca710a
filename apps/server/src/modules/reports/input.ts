import { Type } from 'typebox';
import { Int32IdValue, Int64IdValue, Text } from '../../http/input.ts';

/** Filing a report: the reported thing, the report type and an optional reason. */
export const ReportBody = Type.Object(
  {
    ugc_report: Type.Object(
      {
        reportable_type: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z_]+$' }),
        reportable_id: Int64IdValue,
        ugc_report_type_id: Int32IdValue,
        reason: Type.Optional(Type.Union([Text({ maxLength: 2000 }), Type.Null()])),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
