import { Type } from 'typebox';

/** Query parameters the frame's pages take (docs/WALLET.md "The frame"); each a short text, the access token the longest. */
export const FrameQuery = Type.Object(
  {
    'customizer-url': Type.Optional(Type.String({ maxLength: 2000 })),
    'return-url': Type.Optional(Type.String({ maxLength: 4000 })),
    'access-token': Type.Optional(Type.String({ maxLength: 8000 })),
    locale: Type.Optional(Type.String({ maxLength: 10 })),
    'is-native': Type.Optional(Type.String({ maxLength: 5 })),
    'blockchain-url': Type.Optional(Type.String({ maxLength: 2000 })),
    'contract-name': Type.Optional(Type.String({ maxLength: 20 })),
    'contract-address': Type.Optional(Type.String({ maxLength: 42 })),
    'function-name': Type.Optional(Type.String({ maxLength: 64 })),
    parameters: Type.Optional(Type.String({ maxLength: 4000 })),
    'admin-address': Type.Optional(Type.String({ maxLength: 42 })),
    'should-be-operator': Type.Optional(Type.String({ maxLength: 5 })),
  },
  { additionalProperties: false },
);
