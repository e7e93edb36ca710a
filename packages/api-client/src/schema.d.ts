/**
 * Generated from the server's route schemas by `npm run openapi`. Do not edit.
 */

export interface paths {
    "/api/v1/chat_keys/cached": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current user's QR transfer envelope (null when none or expired) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            chat_encrypted_private_key: string | null;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Store (or with null clear) the current user's QR transfer envelope */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        chat_encrypted_private_key: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chat_keys/private/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current user's password backup of their private key (own uid only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            chat_encrypted_private_key: string | null;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Store the current user's password backup envelope (own uid only) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The password backup envelope (JSON text). */
                        chat_encrypted_private_key: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chat_keys/public/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's public key (JWK JSON text), or an empty body when there is none */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The public key text */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/plain": string;
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Set the current user's public key (own uid only; partners hear "public_key") */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description JWK JSON text of an RSA-OAEP-256 4096-bit public key (e = AQAB). */
                        chat_public_key: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update the signed-in user (JSON, or multipart with avatar_file and hero_medium_file); profile_fields replaces the answers to the given profile fields */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 1 to 50 characters after trimming. */
                        display_name?: string;
                        /** @enum {string} */
                        locale?: "en" | "de" | "it";
                        nft_trading_help_seen?: boolean;
                        /** @description JSON, as a string, at most 4 KB (web push subscription). */
                        notification_token?: string | null;
                        /** @description A JSON object, as a string, at most 4 KB. */
                        oembed_consent?: string | null;
                        /** @description Answers to profile fields: {profile_field_id, value} (null or empty clears), or {profile_field_id, values} for a multi field. text: at most 200 characters; select: option ids of that field; country: ISO 3166-1 alpha-2 codes. The given fields are replaced, the others kept. In multipart: profile_fields[i][profile_field_id], profile_fields[i][value], profile_fields[i][values][], or one part profile_fields holding this list as JSON. */
                        profile_fields?: {
                            profile_field_id: string | number;
                            value?: (string | number) | (never | null);
                            values?: (string | number)[];
                        }[];
                        skip_boost_modal?: boolean;
                        user?: {
                            /** @description 1 to 50 characters after trimming. */
                            display_name?: string;
                            /** @enum {string} */
                            locale?: "en" | "de" | "it";
                            nft_trading_help_seen?: boolean;
                            /** @description JSON, as a string, at most 4 KB (web push subscription). */
                            notification_token?: string | null;
                            /** @description A JSON object, as a string, at most 4 KB. */
                            oembed_consent?: string | null;
                            /** @description Answers to profile fields: {profile_field_id, value} (null or empty clears), or {profile_field_id, values} for a multi field. text: at most 200 characters; select: option ids of that field; country: ISO 3166-1 alpha-2 codes. The given fields are replaced, the others kept. In multipart: profile_fields[i][profile_field_id], profile_fields[i][value], profile_fields[i][values][], or one part profile_fields holding this list as JSON. */
                            profile_fields?: {
                                profile_field_id: string | number;
                                value?: (string | number) | (never | null);
                                values?: (string | number)[];
                            }[];
                            skip_boost_modal?: boolean;
                            /** Format: date-time */
                            welcomed_at?: string | null;
                        };
                        /** Format: date-time */
                        welcomed_at?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CurrentUser"];
                            included: components["schemas"]["UserProfileField"][];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        /** Delete the signed-in user and their identity account */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/config/{playout}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The playout configuration of a video or audio medium (signed, expiring link) */
        get: {
            parameters: {
                query?: {
                    key?: string;
                    timestamp?: string;
                };
                header?: never;
                path: {
                    playout: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                attributes: {
                                    duration_ms: number | null;
                                    /** @enum {string} */
                                    media_type: "video" | "audio";
                                    poster: string | null;
                                    sources: {
                                        resolution: number | null;
                                        src: string;
                                        type: string;
                                    }[];
                                };
                                id: string;
                                /** @enum {string} */
                                type: "playout_config";
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/consent/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This browser's saved cookie consent (data is null when none is saved yet) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Consent"] | (never | null);
                        };
                    };
                };
            };
        };
        put?: never;
        /** Save the cookie consent (sets the consentId cookie) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        advertising: boolean;
                        analyze: boolean;
                        customization: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Consent"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customizer/render/web/icons.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Icons by name */
        get: {
            parameters: {
                query?: {
                    version?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customizer/render/web/module-config.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Module configuration */
        get: {
            parameters: {
                query?: {
                    version?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            campaign_aliases: {
                                [key: string]: string;
                            };
                            feature_flags: {
                                [key: string]: boolean;
                            };
                            /** @description The OpenID Connect provider the app signs in with (docs/ACCOUNTS.md). */
                            identity: {
                                authorization_endpoint: string;
                                client_id: string;
                                end_session_endpoint: string;
                                issuer: string;
                                recovery_url: string;
                                registration_url: string;
                                token_endpoint: string;
                                /** @description The app's sign-in callback path. */
                                web_redirect_path: string;
                            };
                            instance: {
                                background_color: string;
                                name: string;
                                short_name: string;
                                theme_color: string;
                            };
                            modules: {
                                chat: boolean;
                                contents: boolean;
                                events: boolean;
                                home: boolean;
                                nfts: {
                                    enabled: boolean;
                                    nftGiftingDailyLimit: number;
                                    nftTrading: boolean;
                                };
                                organizations: {
                                    displayList: boolean;
                                    enabled: boolean;
                                };
                                participate: {
                                    ama: boolean;
                                    crowdsourcing: boolean;
                                    voting: boolean;
                                };
                                postToFeed: {
                                    enabled: boolean;
                                };
                                shop: boolean;
                                spaces: boolean;
                            };
                            options: {
                                default_language: string;
                                encourageFanIdWalletCreation: boolean;
                                hideCookieConsent: boolean;
                                language_options: string[];
                                registered_users_only: {
                                    enabled: boolean;
                                };
                            };
                            version: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customizer/render/web/routes.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Route words */
        get: {
            parameters: {
                query?: {
                    version?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customizer/render/web/translations/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Translations of one language */
        get: {
            parameters: {
                query?: {
                    version?: string;
                };
                header?: never;
                path: {
                    /** @description e.g. de.json */
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/ama_sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List every AMA session, unpublished included (with preview tokens) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminAmaSession"][];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Create an AMA session with its host (unpublished, with a new preview token) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ama_session: {
                            description?: {
                                de?: string;
                                en?: string;
                                it?: string;
                            };
                            /** Format: date-time */
                            ends_at: string;
                            /** @description A numeric id from 1 to 9007199254740991. */
                            hero_medium_id?: string | null;
                            /** @description The host by user slug (when host_user_id is not given) */
                            host_slug?: string | null;
                            /** @description The host (answers the questions), by user id */
                            host_user_id?: string | (never | null);
                            slug: string;
                            title: {
                                de?: string;
                                en: string;
                                it?: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminAmaSession"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/ama_sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show an AMA session for editing (with its preview token) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminAmaSession"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Replace an AMA session, its host included (publication and preview token stay) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ama_session: {
                            description?: {
                                de?: string;
                                en?: string;
                                it?: string;
                            };
                            /** Format: date-time */
                            ends_at: string;
                            /** @description A numeric id from 1 to 9007199254740991. */
                            hero_medium_id?: string | null;
                            /** @description The host by user slug (when host_user_id is not given) */
                            host_slug?: string | null;
                            /** @description The host (answers the questions), by user id */
                            host_user_id?: string | (never | null);
                            slug: string;
                            title: {
                                de?: string;
                                en: string;
                                it?: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminAmaSession"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/ama_sessions/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close an AMA session now */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminAmaSession"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/ama_sessions/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish an AMA session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminAmaSession"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/audit_log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log: who did what to which record, when, before and after; newest first */
        get: {
            parameters: {
                query?: {
                    /** @description An action, or a prefix ending in "." (user.) */
                    action?: string;
                    actor_id?: string;
                    page?: number;
                    per_page?: number;
                    search?: string;
                    sort_direction?: "asc" | "desc";
                    target_type?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AuditEntry"][];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a category */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        category: {
                            bg_color?: string;
                            /** @description A numeric id from 1 to 9007199254740991. */
                            medium_id?: string | null;
                            slug: string;
                            sort_order?: number;
                            text_color?: string;
                            title: {
                                de?: string;
                                en: string;
                                it?: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminCategory"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a category */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 2147483647. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        category: {
                            bg_color?: string;
                            /** @description A numeric id from 1 to 9007199254740991. */
                            medium_id?: string | null;
                            slug: string;
                            sort_order?: number;
                            text_color?: string;
                            title: {
                                de?: string;
                                en: string;
                                it?: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminCategory"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/chain/mints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mint tokens to a user's wallet or an address (Idempotency-Key required) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        mint: {
                            address?: string;
                            /** @description Base units (× 1e8). */
                            amount: string;
                            /** @description A numeric id from 1 to 9007199254740991. */
                            user_id?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/chain/nft_freezes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Freeze copies of an NFT held by an address (Idempotency-Key required) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        freeze: {
                            address: string;
                            /** @description Copies of the NFT id. */
                            amount: string;
                            nft_id: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/chain/nft_unfreezes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unfreeze copies of an NFT held by an address (Idempotency-Key required) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        freeze: {
                            address: string;
                            /** @description Copies of the NFT id. */
                            amount: string;
                            nft_id: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/chain/treasury": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The treasury, the admin wallet and the contracts, with their balances */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                attributes: {
                                    actions_address: string;
                                    admin_address: string;
                                    /** @description Native currency, wei (pays the gas of every relayed call). */
                                    admin_native_balance: string;
                                    chain_id: number;
                                    nft_address: string;
                                    token_address: string;
                                    treasury_address: string;
                                    /** @description Community tokens, base units (× 1e8). */
                                    treasury_balance: string;
                                    /** @description Native currency, wei. */
                                    treasury_native_balance: string;
                                };
                                /** @description The chain id. */
                                id: string;
                                /** @enum {string} */
                                type: "treasury";
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Set the treasury that boosts, unlocks and vote shares are paid to */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        treasury: {
                            address: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                attributes: {
                                    actions_address: string;
                                    admin_address: string;
                                    /** @description Native currency, wei (pays the gas of every relayed call). */
                                    admin_native_balance: string;
                                    chain_id: number;
                                    nft_address: string;
                                    token_address: string;
                                    treasury_address: string;
                                    /** @description Community tokens, base units (× 1e8). */
                                    treasury_balance: string;
                                    /** @description Native currency, wei. */
                                    treasury_native_balance: string;
                                };
                                /** @description The chain id. */
                                id: string;
                                /** @enum {string} */
                                type: "treasury";
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/community_settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The instance's community settings: whether an invitation is required, the open codes per member */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CommunitySettings"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Change the instance's community settings (audited) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        community_settings: {
                            invitation_required?: boolean;
                            open_codes_per_member?: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CommunitySettings"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/console": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's console: their team role and the areas they may open (403 for a fan) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Console"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/contents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List all contents, unpublished included */
        get: {
            parameters: {
                query?: {
                    content_type?: "article" | "image" | "audio" | "video";
                    page?: number;
                    per_page?: number;
                    /** @description Full-text search in the English texts */
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminContent"][];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Create a content (unpublished) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: {
                            available_for?: ("logged_out" | "logged_in" | "token_holder" | "nft_holder" | "subscriber" | "buyer")[];
                            body?: {
                                de?: string;
                                en?: string;
                                it?: string;
                            };
                            /** @description A numeric id from 1 to 2147483647. */
                            category_id?: string | null;
                            /** @enum {unknown} */
                            content_type: "article" | "image" | "audio" | "video";
                            /** @description A numeric id from 1 to 9007199254740991. */
                            hero_medium_id?: string | null;
                            no_crawl?: boolean;
                            /** @description The unlock price for the buyer audience in base units (× 1e8); null clears it (not for sale); left out on an update: unchanged. */
                            price?: string | null;
                            slug: string;
                            tags?: string[];
                            teaser?: {
                                de?: string;
                                en?: string;
                                it?: string;
                            };
                            title: {
                                de?: string;
                                en: string;
                                it?: string;
                            };
                            translated_slugs?: {
                                de?: string;
                                it?: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminContent"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/contents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show a content for editing */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminContent"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Replace a content */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: {
                            available_for?: ("logged_out" | "logged_in" | "token_holder" | "nft_holder" | "subscriber" | "buyer")[];
                            body?: {
                                de?: string;
                                en?: string;
                                it?: string;
                            };
                            /** @description A numeric id from 1 to 2147483647. */
                            category_id?: string | null;
                            /** @enum {unknown} */
                            content_type: "article" | "image" | "audio" | "video";
                            /** @description A numeric id from 1 to 9007199254740991. */
                            hero_medium_id?: string | null;
                            no_crawl?: boolean;
                            /** @description The unlock price for the buyer audience in base units (× 1e8); null clears it (not for sale); left out on an update: unchanged. */
                            price?: string | null;
                            slug: string;
                            tags?: string[];
                            teaser?: {
                                de?: string;
                                en?: string;
                                it?: string;
                            };
                            title: {
                                de?: string;
                                en: string;
                                it?: string;
                            };
                            translated_slugs?: {
                                de?: string;
                                it?: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminContent"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/contents/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a content */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminContent"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/contents/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unpublish a content */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminContent"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dashboard's figures of a period (at most 366 days) per day or week: sign-ups, active fans, contents, participation, chat messages (counts), token flows, reports */
        get: {
            parameters: {
                query: {
                    /** @description The first day (UTC), YYYY-MM-DD */
                    from: string;
                    interval?: "day" | "week";
                    /** @description The last day (UTC), YYYY-MM-DD, included; at most 366 days after from */
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Dashboard"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/dashboard.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dashboard's figures of a period as CSV: a header row, then a row per day or week */
        get: {
            parameters: {
                query: {
                    /** @description The first day (UTC), YYYY-MM-DD */
                    from: string;
                    interval?: "day" | "week";
                    /** @description The last day (UTC), YYYY-MM-DD, included; at most 366 days after from */
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The figures as CSV with a header row */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List every event, unpublished included (latest start first) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminEvent"][];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Create an event (unpublished); its slug and translated slugs must be free */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        event: {
                            /** @description Places; left out: unlimited. */
                            capacity?: number;
                            description?: {
                                de?: string;
                                en?: string;
                                it?: string;
                            };
                            /** Format: date-time */
                            ends_at?: string | null;
                            /** @description A numeric id from 1 to 9007199254740991. */
                            hero_medium_id?: string | null;
                            location?: string | null;
                            slug: string;
                            /** Format: date-time */
                            starts_at: string;
                            title: {
                                de?: string;
                                en: string;
                                it?: string;
                            };
                            translated_slugs?: {
                                de?: string;
                                en?: string;
                                it?: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminEvent"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show an event for editing */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminEvent"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Replace an event (publication stays; places a larger capacity frees go to the waiting list) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        event: {
                            /** @description Places; left out: unlimited. */
                            capacity?: number;
                            description?: {
                                de?: string;
                                en?: string;
                                it?: string;
                            };
                            /** Format: date-time */
                            ends_at?: string | null;
                            /** @description A numeric id from 1 to 9007199254740991. */
                            hero_medium_id?: string | null;
                            location?: string | null;
                            slug: string;
                            /** Format: date-time */
                            starts_at: string;
                            title: {
                                de?: string;
                                en: string;
                                it?: string;
                            };
                            translated_slugs?: {
                                de?: string;
                                en?: string;
                                it?: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminEvent"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/events/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish an event */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminEvent"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/events/{id}/registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of an event's registrations: the registered, then the waiting list in order */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    /** @description In the fan's name and slug */
                    search?: string;
                    status?: "registered" | "waiting";
                };
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["EventRegistration"][];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/fan_group_settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The instance's fan group settings (whether new groups wait for review) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FanGroupSettings"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Change the instance's fan group settings */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fan_group_settings: {
                            review_new_groups: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FanGroupSettings"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/fan_groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List every fan group, newest first by default (acceptance_status=submitted: the ones waiting for review; search in name and slug; sort) */
        get: {
            parameters: {
                query?: {
                    acceptance_status?: "rejected" | "submitted" | "accepted";
                    page?: number;
                    per_page?: number;
                    /** @description In the name and the slug */
                    search?: string;
                    sort?: "newest" | "oldest" | "name" | "members";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FanGroup"][];
                            included: components["schemas"]["UserSummary"][];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/fan_groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show one fan group by id, whatever its acceptance status (for its review) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FanGroup"];
                            included: components["schemas"]["UserSummary"][];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Accept or reject a fan group (acceptance_status) and feature it or not (featured); audited with before/after and the reason */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fan_group: {
                            /** @enum {string} */
                            acceptance_status?: "rejected" | "submitted" | "accepted";
                            featured?: boolean;
                        };
                        /** @description Why; recorded in the audit log */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FanGroup"];
                            included: components["schemas"]["UserSummary"][];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/fan_groups/{id}/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A group's actions, newest first: its own moderators' and owner's (members removed, statuses and roles changed, posts deleted, settings changed) and the team's review, each an audit entry with its actor */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AuditEntry"][];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/ideas/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set an idea's club acceptance status (tells its author) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        status: "submitted" | "active" | "expired" | "successfull" | "rejected" | "accepted" | "implemented";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                attributes: {
                                    ideation_mission_slug: string;
                                    /** @enum {unknown} */
                                    status: "submitted" | "active" | "expired" | "successfull" | "rejected" | "accepted" | "implemented";
                                    title: string;
                                };
                                id: string;
                                /** @enum {string} */
                                type: "idea";
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/ideation_missions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List every ideation mission, unpublished included (with preview tokens) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminIdeationMission"][];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Create an ideation mission (unpublished, with a new preview token) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ideation_mission: {
                            description?: {
                                de?: string;
                                en?: string;
                                it?: string;
                            };
                            /** Format: date-time */
                            ends_at: string;
                            /** @description A numeric id from 1 to 9007199254740991. */
                            hero_medium_id?: string | null;
                            slug: string;
                            title: {
                                de?: string;
                                en: string;
                                it?: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminIdeationMission"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/ideation_missions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show an ideation mission for editing (with its preview token) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminIdeationMission"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Replace an ideation mission (publication and preview token stay) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ideation_mission: {
                            description?: {
                                de?: string;
                                en?: string;
                                it?: string;
                            };
                            /** Format: date-time */
                            ends_at: string;
                            /** @description A numeric id from 1 to 9007199254740991. */
                            hero_medium_id?: string | null;
                            slug: string;
                            title: {
                                de?: string;
                                en: string;
                                it?: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminIdeationMission"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/ideation_missions/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close an ideation mission now */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminIdeationMission"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/ideation_missions/{id}/ideas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of a mission's ideas, hidden ones included, newest first (search, status) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    /** @description In the idea's title and its author's name */
                    search?: string;
                    status?: "submitted" | "active" | "expired" | "successfull" | "rejected" | "accepted" | "implemented";
                };
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminIdea"][];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/ideation_missions/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish an ideation mission */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminIdeationMission"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/instance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The instance's editable configuration and its version */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["InstanceSetup"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Saves the configuration: 409 when it changed since the draft began; a new version, kept and audited, on every server at once */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        instance: {
                            /** @description A colour as #rrggbb. */
                            background_color: string;
                            /** @description Alias path segment → giveaway id. */
                            campaign_aliases: {
                                [key: string]: string;
                            };
                            /** @description The web manifest's description. */
                            description: string;
                            /**
                             * @description The web manifest's display mode.
                             * @enum {string}
                             */
                            display: "standalone" | "fullscreen" | "minimal-ui" | "browser";
                            feature_flags: {
                                [key: string]: boolean;
                            };
                            /** @description Icons added or replaced by name: SVG path data on a 24×24 grid. */
                            icons: {
                                [key: string]: string;
                            };
                            languages: {
                                default: string;
                                /** @description A subset of en, de, it. */
                                options: string[];
                            };
                            /** @description The logo's SVG path data on a 24×24 grid (icons.json's `logo`), or null for the app's own. */
                            logo: string | null;
                            modules: {
                                chat: boolean;
                                contents: boolean;
                                events: boolean;
                                home: boolean;
                                nfts: {
                                    enabled: boolean;
                                    nftGiftingDailyLimit: number;
                                    nftTrading: boolean;
                                };
                                notifications: boolean;
                                organizations: {
                                    displayList: boolean;
                                    enabled: boolean;
                                };
                                participate: {
                                    ama: boolean;
                                    crowdsourcing: boolean;
                                    voting: boolean;
                                };
                                postToFeed: {
                                    enabled: boolean;
                                };
                                shop: boolean;
                                spaces: boolean;
                            };
                            name: string;
                            options: {
                                encourageFanIdWalletCreation: boolean;
                                hideCookieConsent: boolean;
                                registered_users_only: {
                                    enabled: boolean;
                                };
                            };
                            /** @description Route words that differ from the built-in ones: key → path segment. */
                            route_words: {
                                [key: string]: string;
                            };
                            short_name: string;
                            /** @description A colour as #rrggbb. */
                            theme_color: string;
                            /** @description Overrides of built-in texts per locale: dotted key → text. */
                            translations: {
                                de?: {
                                    [key: string]: string;
                                };
                                en?: {
                                    [key: string]: string;
                                };
                                it?: {
                                    [key: string]: string;
                                };
                            };
                            /** @description The version the draft started from. */
                            version: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["InstanceSetup"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/instance/translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One locale's text keys: the built-in texts, the instance's override, whether the locale lacks it */
        get: {
            parameters: {
                query: {
                    locale: "en" | "de" | "it";
                    /** @description Only the keys the locale's built-in texts lack. */
                    missing?: boolean;
                    page?: number;
                    per_page?: number;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["TranslationKey"][];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/instance/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks a draft as a save would, saving nothing (422 with the fields a save would refuse) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        instance: {
                            /** @description A colour as #rrggbb. */
                            background_color: string;
                            /** @description Alias path segment → giveaway id. */
                            campaign_aliases: {
                                [key: string]: string;
                            };
                            /** @description The web manifest's description. */
                            description: string;
                            /**
                             * @description The web manifest's display mode.
                             * @enum {string}
                             */
                            display: "standalone" | "fullscreen" | "minimal-ui" | "browser";
                            feature_flags: {
                                [key: string]: boolean;
                            };
                            /** @description Icons added or replaced by name: SVG path data on a 24×24 grid. */
                            icons: {
                                [key: string]: string;
                            };
                            languages: {
                                default: string;
                                /** @description A subset of en, de, it. */
                                options: string[];
                            };
                            /** @description The logo's SVG path data on a 24×24 grid (icons.json's `logo`), or null for the app's own. */
                            logo: string | null;
                            modules: {
                                chat: boolean;
                                contents: boolean;
                                events: boolean;
                                home: boolean;
                                nfts: {
                                    enabled: boolean;
                                    nftGiftingDailyLimit: number;
                                    nftTrading: boolean;
                                };
                                notifications: boolean;
                                organizations: {
                                    displayList: boolean;
                                    enabled: boolean;
                                };
                                participate: {
                                    ama: boolean;
                                    crowdsourcing: boolean;
                                    voting: boolean;
                                };
                                postToFeed: {
                                    enabled: boolean;
                                };
                                shop: boolean;
                                spaces: boolean;
                            };
                            name: string;
                            options: {
                                encourageFanIdWalletCreation: boolean;
                                hideCookieConsent: boolean;
                                registered_users_only: {
                                    enabled: boolean;
                                };
                            };
                            /** @description Route words that differ from the built-in ones: key → path segment. */
                            route_words: {
                                [key: string]: string;
                            };
                            short_name: string;
                            /** @description A colour as #rrggbb. */
                            theme_color: string;
                            /** @description Overrides of built-in texts per locale: dotted key → text. */
                            translations: {
                                de?: {
                                    [key: string]: string;
                                };
                                en?: {
                                    [key: string]: string;
                                };
                                it?: {
                                    [key: string]: string;
                                };
                            };
                            /** @description The version the draft started from. */
                            version: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["InstanceSetup"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/instance/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The kept versions of the configuration, newest first: who, when, what changed */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["InstanceVersion"][];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/instance/versions/{version}/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes a kept version's configuration the current one, as a new version (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A kept version. */
                    version: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["InstanceSetup"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload an image, video or audio file (multipart field "file"); video and audio are processed later */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ContentMedium"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One content medium (poll its processing status) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ContentMedium"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/media/external": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an external medium from a URL (oEmbed, fetched on the server) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ContentMedium"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/moderation/items/{type}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** A moderator's decision on an item: under_review, cleared or hidden (with a reason); audited */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                    type: "comment" | "group_post" | "feed_post" | "idea" | "ama_question";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        moderation: {
                            reason?: string | null;
                            /** @enum {string} */
                            status: "under_review" | "cleared" | "hidden";
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Moderation"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/moderation/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The review queue: reported items of every type in context, newest or most reported first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    search?: string;
                    sort?: "newest" | "most_reported";
                    /** @description open: reported, under_review and review_requested. */
                    status?: "open" | "reported" | "under_review" | "review_requested" | "cleared" | "hidden";
                    type?: "comment" | "group_post" | "feed_post" | "idea" | "ama_question";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ModerationItem"][];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/nft_collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List every NFT collection, newest first (search: in its names and slugs) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    /** @description A search in the names (any language) and slugs. */
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminNftCollection"][];
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Create an NFT collection (nft_collection[cover_file]: its cover image) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        nft_collection: {
                            description?: {
                                de?: string;
                                en?: string;
                                it?: string;
                            };
                            name: {
                                de?: string;
                                en: string;
                                it?: string;
                            };
                            network_chain_id?: number | null;
                            slug: string;
                            translated_slugs?: {
                                de?: string;
                                en?: string;
                                it?: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminNftCollection"];
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/nft_collections/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show an NFT collection for editing */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminNftCollection"];
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Replace an NFT collection (its cover only when a file comes) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        nft_collection: {
                            description?: {
                                de?: string;
                                en?: string;
                                it?: string;
                            };
                            name: {
                                de?: string;
                                en: string;
                                it?: string;
                            };
                            network_chain_id?: number | null;
                            slug: string;
                            translated_slugs?: {
                                de?: string;
                                en?: string;
                                it?: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminNftCollection"];
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/nfts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List every NFT, newest first, with its benefits (search: in its names or its id; a collection's) */
        get: {
            parameters: {
                query?: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    collection_id?: string;
                    page?: number;
                    per_page?: number;
                    /** @description A search in the names (any language) and slugs. */
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminNft"][];
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Create an NFT (its id is its token id): supply, rarity, visibility, video options, benefits; nft[file]: an image or a video, checked by its content */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        nft: {
                            /** @description The supply. */
                            amount: number;
                            benefits?: {
                                description?: {
                                    de?: string;
                                    en?: string;
                                    it?: string;
                                };
                                /** @description A numeric id from 1 to 9007199254740991. */
                                id?: string;
                                secret: string;
                                title: {
                                    de?: string;
                                    en: string;
                                    it?: string;
                                };
                            }[];
                            description?: {
                                de?: string;
                                en?: string;
                                it?: string;
                            };
                            name: {
                                de?: string;
                                en: string;
                                it?: string;
                            };
                            /** @description A numeric id from 1 to 9007199254740991. */
                            nft_collection_id: string;
                            publicly_visible?: boolean;
                            /** @enum {string} */
                            rarity?: "common" | "rare" | "epic" | "legendary";
                            video_options?: {
                                autoplay: boolean;
                                loop: boolean;
                                show_controls: boolean;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminNft"];
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/nfts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show an NFT for editing, with its benefits and their secrets */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminNft"];
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Replace an NFT and its benefits (its medium only when a file comes; the supply not below the minted copies) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        nft: {
                            /** @description The supply. */
                            amount: number;
                            benefits?: {
                                description?: {
                                    de?: string;
                                    en?: string;
                                    it?: string;
                                };
                                /** @description A numeric id from 1 to 9007199254740991. */
                                id?: string;
                                secret: string;
                                title: {
                                    de?: string;
                                    en: string;
                                    it?: string;
                                };
                            }[];
                            description?: {
                                de?: string;
                                en?: string;
                                it?: string;
                            };
                            name: {
                                de?: string;
                                en: string;
                                it?: string;
                            };
                            /** @description A numeric id from 1 to 9007199254740991. */
                            nft_collection_id: string;
                            publicly_visible?: boolean;
                            /** @enum {string} */
                            rarity?: "common" | "rare" | "epic" | "legendary";
                            video_options?: {
                                autoplay: boolean;
                                loop: boolean;
                                show_controls: boolean;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminNft"];
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/nfts/{id}/freezes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Freeze copies of an NFT in a fan's wallet: they cannot move until unfrozen (Idempotency-Key required) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        freeze: {
                            amount: number;
                            /** @description A numeric id from 1 to 9007199254740991. */
                            user_id: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/nfts/{id}/holders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An NFT's holders as the indexer counts them, most copies first, with their users (search: a name, slug or address) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    /** @description A search in the names (any language) and slugs. */
                    search?: string;
                };
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminNftHolder"][];
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/nfts/{id}/mints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mint copies of an NFT to a fan's wallet (a hot wallet is made for a fan without one), within the supply (Idempotency-Key required) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        mint: {
                            amount: number;
                            /** @description A numeric id from 1 to 9007199254740991. */
                            user_id: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/nfts/{id}/royalty": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set an NFT's royalty (ERC-2981: receiver and fee in basis points) on the chain (Idempotency-Key required) */
        put: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        royalty: {
                            fee_bps: number;
                            receiver: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/nfts/{id}/unfreezes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unfreeze frozen copies of an NFT in a fan's wallet (Idempotency-Key required) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        freeze: {
                            amount: number;
                            /** @description A numeric id from 1 to 9007199254740991. */
                            user_id: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sent announcements, newest first (from the audit log) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Announcement"][];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Send an announcement to one user (201) or to every active user (202, a background job); once per Idempotency-Key */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        notification: {
                            /** @description Plain text */
                            body: string;
                            /** @description Show it once as a modal */
                            prompt_dialog: boolean;
                            /** @description Plain text */
                            title: string;
                            /** @description A user's slug, or 'all' for every active user (a background job) */
                            to: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Null on a replay */
                            data: components["schemas"]["Notification"] | (never | null);
                            meta: {
                                job_id: string | null;
                                /** @description True when the Idempotency-Key had sent it already (nothing sent again) */
                                replayed: boolean;
                                to: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {object|null} */
                            data: never | null;
                            meta: {
                                job_id: string | null;
                                /** @description True when the Idempotency-Key had sent it already (nothing sent again) */
                                replayed: boolean;
                                /** @enum {string} */
                                to: "all";
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/notifications/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 10 fans an announcement can go to, by name or slug */
        get: {
            parameters: {
                query: {
                    search: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                attributes: {
                                    display_name: string;
                                    slug: string;
                                };
                                id: string;
                                /** @enum {string} */
                                type: "user";
                            }[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List every organization, newest first (status=submitted: the ones waiting for review; search by name) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    search?: string;
                    status?: "submitted" | "accepted" | "rejected";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["OrganizationDetail"][];
                            included: (components["schemas"]["OrganizationMedium"] | components["schemas"]["SponsorMedium"])[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/organizations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Accept or reject an organization (status), make it a sponsor or not, change its name, description or website; audited */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        organization: {
                            description?: string;
                            name?: string;
                            sponsor?: boolean;
                            /** @enum {string} */
                            status?: "submitted" | "accepted" | "rejected";
                            /** @description An http or https address; null or empty clears it. */
                            website_url?: string | null;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["OrganizationDetail"];
                            included: (components["schemas"]["OrganizationMedium"] | components["schemas"]["SponsorMedium"])[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        /** Delete an organization with its memberships and images; audited */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/organizations/{id}/organization_users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a user to an organization with a role, or change a member's role; audited */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        organization_user: {
                            /**
                             * @default member
                             * @enum {string}
                             */
                            role?: "member" | "admin";
                            user_id: string | number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["OrganizationUser"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/organizations/{id}/organization_users/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a user from an organization (it no longer shows with their name); audited */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                    /** @description A numeric id from 1 to 9007199254740991. */
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/profile_fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every profile field with its options, names in every language */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminProfileField"][];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Create a profile field (text, select with options, or country; is_multi for select and country) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        profile_field: {
                            /** @enum {string} */
                            field_type: "text" | "select" | "country";
                            is_multi?: boolean;
                            /** @description Lower-case letters, digits and underscores (at most 50), unique. */
                            key: string;
                            /** @description The name per language; en is required. */
                            name: {
                                de?: string;
                                en: string;
                                it?: string;
                            };
                            /** @description select fields only: the whole list (options with an id are kept and renamed, without one are added, the missing ones deleted with their answers). */
                            options?: {
                                id?: string | number;
                                /** @description The name per language; en is required. */
                                name: {
                                    de?: string;
                                    en: string;
                                    it?: string;
                                };
                                position?: number;
                            }[];
                            position?: number;
                            required?: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminProfileField"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/profile_fields/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a profile field; options replace the list. A new type, or multi to single, clears the field's answers */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        profile_field: {
                            /** @enum {string} */
                            field_type?: "text" | "select" | "country";
                            is_multi?: boolean;
                            /** @description Lower-case letters, digits and underscores (at most 50), unique. */
                            key?: string;
                            /** @description The name per language; en is required. */
                            name?: {
                                de?: string;
                                en: string;
                                it?: string;
                            };
                            /** @description select fields only: the whole list (options with an id are kept and renamed, without one are added, the missing ones deleted with their answers). */
                            options?: {
                                id?: string | number;
                                /** @description The name per language; en is required. */
                                name: {
                                    de?: string;
                                    en: string;
                                    it?: string;
                                };
                                position?: number;
                            }[];
                            position?: number;
                            required?: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminProfileField"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a profile field with its options and every answer to it */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/static_pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a static page */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        static_page: {
                            body: {
                                de?: string;
                                en: string;
                                it?: string;
                            };
                            description?: {
                                de?: string;
                                en?: string;
                                it?: string;
                            };
                            menu_slug?: string | null;
                            no_crawl?: boolean;
                            published?: boolean;
                            slug: string;
                            title: {
                                de?: string;
                                en: string;
                                it?: string;
                            };
                            translated_slugs?: {
                                de?: string;
                                it?: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminStaticPage"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/static_pages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a static page */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 2147483647. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        static_page: {
                            body: {
                                de?: string;
                                en: string;
                                it?: string;
                            };
                            description?: {
                                de?: string;
                                en?: string;
                                it?: string;
                            };
                            menu_slug?: string | null;
                            no_crawl?: boolean;
                            published?: boolean;
                            slug: string;
                            title: {
                                de?: string;
                                en: string;
                                it?: string;
                            };
                            translated_slugs?: {
                                de?: string;
                                it?: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminStaticPage"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List accounts, newest first (search in name, slug and e-mail; verified=true or false) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    search?: string;
                    verified?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminUser"][];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/users/{id}/organization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the organization shown with a user's name (an accepted organization they belong to; null: none); audited */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        organization_id: (string | number) | (never | null);
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                relationships: {
                                    organization: {
                                        data: {
                                            id: string;
                                            /** @enum {string} */
                                            type: "organization";
                                        } | null;
                                    };
                                };
                                /** @enum {string} */
                                type: "user";
                            };
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Give or take a team role (admin, moderator, editor; member: none); not one's own; audited */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Why; recorded in the audit log */
                        reason?: string;
                        /** @enum {string} */
                        role: "member" | "admin" | "moderator" | "editor";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminUser"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/users/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Ban, lock or unlock an account: the user's next request already sees it; a ban also ends their sessions */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Why; recorded in the audit log */
                        reason?: string;
                        /** @enum {string} */
                        status: "unlocked" | "locked" | "banned";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description An account as admins manage it. */
                            data: {
                                attributes: {
                                    display_name: string;
                                    email: string | null;
                                    role: string;
                                    slug: string;
                                    /** @enum {string} */
                                    status: "unlocked" | "locked" | "banned";
                                };
                                id: string;
                                /** @enum {string} */
                                type: "user";
                            };
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/users/{id}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Verify or unverify a user: the badge shows wherever they are shown; audited */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Why; recorded in the audit log */
                        reason?: string;
                        verified: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminUser"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/votings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List every voting, unpublished included, with options and tallies */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminVoting"][];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Create a voting with its options (unpublished) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        voting: {
                            deposit_share?: number | null;
                            description?: {
                                de?: string;
                                en?: string;
                                it?: string;
                            };
                            /** Format: date-time */
                            ends_at: string;
                            /** @description A numeric id from 1 to 9007199254740991. */
                            hero_medium_id?: string | null;
                            max_choices?: number;
                            options: {
                                /** @description A numeric id from 1 to 9007199254740991. */
                                id?: string;
                                value: {
                                    de?: string;
                                    en: string;
                                    it?: string;
                                };
                            }[];
                            slug: string;
                            title: {
                                de?: string;
                                en: string;
                                it?: string;
                            };
                            /** Format: date-time */
                            unlocks_tokens_at?: string | null;
                            /**
                             * @default tokenless
                             * @enum {unknown}
                             */
                            voting_type?: "tokenless" | "tokenbased_fixed" | "tokenbased_variable";
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminVoting"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/votings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show a voting for editing */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminVoting"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Replace a voting: options with an id are renamed, without one added, left out removed (only renames once anybody voted) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        voting: {
                            deposit_share?: number | null;
                            description?: {
                                de?: string;
                                en?: string;
                                it?: string;
                            };
                            /** Format: date-time */
                            ends_at: string;
                            /** @description A numeric id from 1 to 9007199254740991. */
                            hero_medium_id?: string | null;
                            max_choices?: number;
                            options: {
                                /** @description A numeric id from 1 to 9007199254740991. */
                                id?: string;
                                value: {
                                    de?: string;
                                    en: string;
                                    it?: string;
                                };
                            }[];
                            slug: string;
                            title: {
                                de?: string;
                                en: string;
                                it?: string;
                            };
                            /** Format: date-time */
                            unlocks_tokens_at?: string | null;
                            /**
                             * @default tokenless
                             * @enum {unknown}
                             */
                            voting_type?: "tokenless" | "tokenbased_fixed" | "tokenbased_variable";
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminVoting"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/votings/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a voting now */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminVoting"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/votings/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a voting */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminVoting"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/ama_sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the published AMA sessions: open ones (soonest end first), then at most 5 ended ones */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AmaSession"][];
                            included: (components["schemas"]["ContentMedium"] | components["schemas"]["AmaQuestion"] | components["schemas"]["UserSummary"] | components["schemas"]["Comment"])[];
                            meta: {
                                ended_count: number;
                                open_count: number;
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/ama_sessions/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show an AMA session with its host and top questions (unpublished: admins, its host, or with its preview_token) */
        get: {
            parameters: {
                query?: {
                    /** @description Only answered (true) or only unanswered (false) questions */
                    "filter[answered]"?: boolean;
                    preview_token?: string;
                    sort_ama_questions_by?: "top" | "hot" | "recent";
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AmaSession"];
                            included: (components["schemas"]["ContentMedium"] | components["schemas"]["AmaQuestion"] | components["schemas"]["UserSummary"] | components["schemas"]["Comment"])[];
                            meta: {
                                answered: boolean | null;
                                sort_ama_questions_by: string;
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/ama_sessions/{slug}/ama_questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of a session's questions (sort_ama_questions_by top, hot or recent; filter[answered]) */
        get: {
            parameters: {
                query?: {
                    /** @description Only answered (true) or only unanswered (false) questions */
                    "filter[answered]"?: boolean;
                    page?: number;
                    per_page?: number;
                    sort_ama_questions_by?: "top" | "hot" | "recent";
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AmaQuestion"][];
                            included: (components["schemas"]["UserSummary"] | components["schemas"]["Comment"])[];
                            meta: {
                                answered: boolean | null;
                                sort_ama_questions_by: string;
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Ask a question in an open AMA session (JSON, or multipart with ama_question[title], ama_question[body], ama_question[initial_boost] and up to 4 img_files[]) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ama_question: {
                            /** @description Rich text (HTML), sanitized. */
                            body?: string;
                            /** @description Base units (8 decimals) as a base-10 integer; only when asking. */
                            initial_boost?: string;
                            title?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AmaQuestion"];
                            included: (components["schemas"]["UserSummary"] | components["schemas"]["Comment"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/ama_sessions/{slug}/ama_questions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show a question of an AMA session, with its answer */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AmaQuestion"];
                            included: (components["schemas"]["UserSummary"] | components["schemas"]["Comment"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Edit your own question while the session is open and it is unanswered (JSON or multipart like asking; img_files[] replace the images) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ama_question: {
                            /** @description Rich text (HTML), sanitized. */
                            body?: string;
                            /** @description Base units (8 decimals) as a base-10 integer; only when asking. */
                            initial_boost?: string;
                            title?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AmaQuestion"];
                            included: (components["schemas"]["UserSummary"] | components["schemas"]["Comment"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/ama_sessions/{slug}/ama_questions/{id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit the answer of a question (the session's host or an admin) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Rich text (HTML), sanitized. */
                        answer: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AmaQuestion"];
                            included: (components["schemas"]["UserSummary"] | components["schemas"]["Comment"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Answer a question (the session's host or an admin; tells the asker) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Rich text (HTML), sanitized. */
                        answer: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AmaQuestion"];
                            included: (components["schemas"]["UserSummary"] | components["schemas"]["Comment"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/ama_sessions/{slug}/ama_questions/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Comments of a AMA question */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    sort_by?: "top" | "hot" | "recent";
                };
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Comment"][];
                            included: (components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Comment on a AMA question (JSON, or multipart with comment[body] and up to 4 img_files[]) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment: {
                            body: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Comment"];
                            included: (components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/ama_sessions/{slug}/ama_questions/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like a AMA question */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Like"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Unlike a AMA question */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Like"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/boosters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The fans who boosted an item, biggest total first */
        get: {
            parameters: {
                query: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    boostable_id: string;
                    boostable_type: "comment" | "content" | "idea" | "ama_question" | "group_post" | "feed_post";
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                attributes: {
                                    /** @description What this fan boosted the item with in total, base units. */
                                    amount: string;
                                    user: {
                                        display_name: string;
                                        id: string;
                                        slug: string;
                                        verified: boolean;
                                    };
                                };
                                id: string;
                                /** @enum {string} */
                                type: "booster";
                            }[];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: {
                                total: number;
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/boosts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Boost a comment, content, idea, AMA question, group post or feed post with tokens from the hot wallet (Idempotency-Key required) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        boost: {
                            /** @description Base units (× 1e8). */
                            amount: string;
                            /** @description A numeric id from 1 to 9007199254740991. */
                            boostable_id: string;
                            boostable_type: "comment" | "content" | "idea" | "ama_question" | "group_post" | "feed_post";
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                            meta: {
                                boosted_by_current_user: boolean;
                                /** @description The item's boosts after this one, base units. */
                                boosts: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                            meta: {
                                boosted_by_current_user: boolean;
                                /** @description The item's boosts after this one, base units. */
                                boosts: string;
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the content categories */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Category"][];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chain/rpc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read the community contracts over JSON-RPC, and send a linked wallet's own signed calls to them (the wallet_blockchain_url of the network) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number | string;
                        /** @enum {string} */
                        jsonrpc: "2.0";
                        method: string;
                        params?: unknown[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code: number;
                                data?: unknown;
                                message: string;
                            };
                            id: number | string;
                            /** @enum {string} */
                            jsonrpc: "2.0";
                            result?: unknown;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chat_conversation_keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Store conversation keys wrapped for participants (an existing one is kept) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        conversation_keys: {
                            /** @description A UUID in lower case (it is bound into message encryption as written). */
                            chat_conversation_id: string;
                            /** @description Base64 of the RSA-OAEP-wrapped raw AES key. */
                            encrypted_key: string;
                            /** @description A UUID in lower case (it is bound into message encryption as written). */
                            key_id: string;
                            /** @description A numeric id from 1 to 9007199254740991. */
                            user_id: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                created: number;
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Delete every conversation key wrapped for the current user (before a new key pair) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chat_conversation_keys/missing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Keys the current user holds that a partner with a public key still lacks */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ChatKeyShare"][];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chat_conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current user's conversations, newest activity first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ChatConversation"][];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Create a conversation with its first message and conversation keys */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        client_id?: string;
                        conversation_data: {
                            /** @description A UUID in lower case (it is bound into message encryption as written). */
                            id?: string;
                            initial_message: {
                                content: string;
                                /** @description A UUID in lower case (it is bound into message encryption as written). */
                                key_id?: string | null;
                                /** @description A numeric id from 1 to 9007199254740991. */
                                recipient_id: string;
                            };
                        };
                        conversation_keys?: {
                            /** @description Base64 of the RSA-OAEP-wrapped raw AES key. */
                            encrypted_key: string;
                            /** @description A UUID in lower case (it is bound into message encryption as written). */
                            key_id: string;
                            /** @description A numeric id from 1 to 9007199254740991. */
                            user_id: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ChatConversation"];
                            included: components["schemas"]["ChatMessage"][];
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ChatConversation"];
                            included: components["schemas"]["ChatMessage"][];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chat_conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A conversation of the current user */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A UUID in lower case (it is bound into message encryption as written). */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ChatConversation"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chat_conversations/{id}/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current user's own wrapped keys of a conversation */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A UUID in lower case (it is bound into message encryption as written). */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                encrypted_key: string;
                                key_id: string;
                            }[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chat_conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the content of the current user's own messages (e.g. sealing plain ones) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A UUID in lower case (it is bound into message encryption as written). */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        messages: {
                            content: string;
                            /** @description A numeric id from 1 to 9007199254740991. */
                            id: string;
                            /** @description A UUID in lower case (it is bound into message encryption as written). */
                            key_id?: string | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ChatMessage"][];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Send a message (idempotent with Idempotency-Key or client_id: a retry answers 200) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description A UUID in lower case (it is bound into message encryption as written). */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        client_id?: string;
                        conversation_keys?: {
                            /** @description Base64 of the RSA-OAEP-wrapped raw AES key. */
                            encrypted_key: string;
                            /** @description A UUID in lower case (it is bound into message encryption as written). */
                            key_id: string;
                            /** @description A numeric id from 1 to 9007199254740991. */
                            user_id: string;
                        }[];
                        /** @description A UUID in lower case (it is bound into message encryption as written). */
                        id?: string;
                        message: {
                            content: string;
                            /** @description A UUID in lower case (it is bound into message encryption as written). */
                            key_id?: string | null;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ChatConversation"];
                            included: components["schemas"]["ChatMessage"][];
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ChatConversation"];
                            included: components["schemas"]["ChatMessage"][];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chat_conversations/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the conversation read up to a message (default: the latest) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A UUID in lower case (it is bound into message encryption as written). */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A numeric id from 0 to 9007199254740991. */
                        last_message_id?: string | null;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ChatConversation"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chat_conversations/{id}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The participants with their public keys (409 until every participant has one) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A UUID in lower case (it is bound into message encryption as written). */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ChatConversationUser"][];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chat_messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages of a conversation, ascending: after a cursor, before one, or the newest page */
        get: {
            parameters: {
                query: {
                    /** @description A numeric id from 0 to 9007199254740991. */
                    after_message_id?: string;
                    /** @description A numeric id from 0 to 9007199254740991. */
                    before_message_id?: string;
                    /** @description A UUID in lower case (it is bound into message encryption as written). */
                    chat_conversation_id: string;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ChatMessage"][];
                            meta: {
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chat_users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users to chat with (never the caller, deleted, banned or blocked users) */
        get: {
            parameters: {
                query: {
                    page?: number;
                    per_page?: number;
                    search: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ChatUser"][];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show a comment */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Comment"];
                            included: (components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Edit a comment (author only; JSON or multipart like creating) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment: {
                            body: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Comment"];
                            included: (components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/comments/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Comments of a comment */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    sort_by?: "top" | "hot" | "recent";
                };
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Comment"][];
                            included: (components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Comment on a comment (JSON, or multipart with comment[body] and up to 4 img_files[]) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment: {
                            body: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Comment"];
                            included: (components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/comments/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like a comment */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Like"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Unlike a comment */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Like"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/contents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List published contents (newest first, or ranked by a full-text search) */
        get: {
            parameters: {
                query?: {
                    by_category?: string;
                    by_content_type?: "article" | "image" | "audio" | "video";
                    page?: number;
                    per_page?: number;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Content"][];
                            included: (components["schemas"]["Category"] | components["schemas"]["ContentMedium"] | components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                            meta: {
                                available_categories: components["schemas"]["Category"][];
                                available_content_types: ("article" | "image" | "audio" | "video")[];
                                /** @enum {unknown} */
                                search_locale: "en" | "de" | "it";
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/contents/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show a published content by its canonical or a translated slug */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Content"];
                            included: (components["schemas"]["Category"] | components["schemas"]["ContentMedium"] | components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/contents/{slug}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Comments of a content */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    sort_by?: "top" | "hot" | "recent";
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Comment"][];
                            included: (components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Comment on a content (JSON, or multipart with comment[body] and up to 4 img_files[]) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment: {
                            body: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Comment"];
                            included: (components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/contents/{slug}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like a content */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Like"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Unlike a content */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Like"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/contents/{slug}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unlock a content of the buyer audience for its price, paid from the hot wallet (Idempotency-Key required) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                            meta: {
                                bought_by_user: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                            meta: {
                                bought_by_user: boolean;
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every country, by English name */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Country"][];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/countries/{code}/states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A country's states (regions, provinces), by English name */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description ISO 3166-1 alpha-2 (either case). */
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["State"][];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/countries/{code}/states/{state}/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of a state's cities by English name; search finds names that start with it first, then names that contain it (accents ignored) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    search?: string;
                };
                header?: never;
                path: {
                    /** @description ISO 3166-1 alpha-2 (either case). */
                    code: string;
                    /** @description The state's code within its country, as in the states list (iso_code). */
                    state: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["City"][];
                            meta: {
                                total: number;
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the published events: upcoming ones (start ascending), then at most 5 past ones; scope=all: every one, paged */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    scope?: "listed" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Event"][];
                            included: (components["schemas"]["ContentMedium"] | components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                            meta: {
                                past_count?: number;
                                upcoming_count?: number;
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/events/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show an event by any of its slugs (translated ones included), with your registration */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Event"];
                            included: (components["schemas"]["ContentMedium"] | components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/events/{slug}.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event as an iCalendar file (one VEVENT), for adding it to a calendar */
        get: {
            parameters: {
                query?: {
                    /** @description The language of the texts (a plain link sends no header) */
                    locale?: string;
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An iCalendar file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/calendar": string;
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/events/{slug}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Comments of a event */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    sort_by?: "top" | "hot" | "recent";
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Comment"][];
                            included: (components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Comment on a event (JSON, or multipart with comment[body] and up to 4 img_files[]) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment: {
                            body: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Comment"];
                            included: (components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/events/{slug}/registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register for an event (a place while one is free, else the waiting list); registering again changes nothing */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Event"];
                            included: (components["schemas"]["ContentMedium"] | components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Unregister from an event: a freed place goes to the first fan on the waiting list */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Event"];
                            included: (components["schemas"]["ContentMedium"] | components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/fan_groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the fan groups you see (featured ones by default; most members first); meta tells whether unfeatured groups exist */
        get: {
            parameters: {
                query?: {
                    by_featured?: boolean;
                    for_user?: string;
                    page?: number;
                    per_page?: number;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FanGroup"][];
                            included: components["schemas"]["UserSummary"][];
                            meta: {
                                /** @description Groups that are not featured exist under the other filters (switch by_featured off). */
                                has_unverified_groups: boolean;
                                search_locale: string;
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Create a fan group you own (JSON, or multipart with fan_group[...] and fan_group[image_file]); submitted for review when the instance reviews new groups */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fan_group: {
                            /** @enum {string|null} */
                            access?: "publicly_accessible" | "privately_accessible" | null;
                            /** @description Rich text (HTML), sanitized. */
                            description?: string | null;
                            /** @enum {string|null} */
                            feed_visibility?: "members_posts" | "writers_posts" | "moderators_posts" | "admins_posts" | "owners_posts" | null;
                            name?: string | null;
                            /** @enum {string|null} */
                            post_creation?: "all_users_can_post" | "only_authorized_can_post" | null;
                            /** @enum {string|null} */
                            post_visibility?: "all_users" | "only_members" | null;
                            /** @enum {string|null} */
                            visibility?: "publicly_visible" | "privately_visible" | null;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FanGroup"];
                            included: components["schemas"]["UserSummary"][];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/fan_groups/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show a fan group by its slug (found by the id after the last hyphen), with your role and what you may do */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FanGroup"];
                            included: components["schemas"]["UserSummary"][];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Update a fan group's fields (JSON or multipart fan_group[...]; null fields are left as they are) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fan_group: {
                            /** @enum {string|null} */
                            access?: "publicly_accessible" | "privately_accessible" | null;
                            /** @description Rich text (HTML), sanitized. */
                            description?: string | null;
                            /** @enum {string|null} */
                            feed_visibility?: "members_posts" | "writers_posts" | "moderators_posts" | "admins_posts" | "owners_posts" | null;
                            name?: string | null;
                            /** @enum {string|null} */
                            post_creation?: "all_users_can_post" | "only_authorized_can_post" | null;
                            /** @enum {string|null} */
                            post_visibility?: "all_users" | "only_members" | null;
                            /** @enum {string|null} */
                            visibility?: "publicly_visible" | "privately_visible" | null;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FanGroup"];
                            included: components["schemas"]["UserSummary"][];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a fan group with everything in it: memberships, posts with their comments, likes, reports and images, and the notifications about them (its owner, instance admins) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/fan_groups/{slug}/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite users by slug (owners and moderators): each gets a pending invitation their join accepts */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        user_slugs: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FanGroupUser"][];
                            included: components["schemas"]["UserSummary"][];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/fan_groups/{slug}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join a fan group (a privately accessible one: ask to join, pending until approved; an invitation: accepted) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FanGroup"];
                            included: components["schemas"]["UserSummary"][];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/fan_groups/{slug}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave a fan group (a pending request: cancel it); the owner transfers the ownership first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FanGroup"];
                            included: components["schemas"]["UserSummary"][];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/fan_groups/{slug}/mentions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The members a post in this group may mention (at most 10), by name or slug */
        get: {
            parameters: {
                query?: {
                    search?: string;
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["UserSummary"][];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/fan_groups/{slug}/post_visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a group's post visibility (owners and moderators) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            post_visibility: "all_users" | "only_members";
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FanGroup"];
                            included: components["schemas"]["UserSummary"][];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/fan_groups/{slug}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of one of a group's member lists: active (everybody who sees a publicly accessible group; members otherwise), pending or banned_muted (moderators) */
        get: {
            parameters: {
                query?: {
                    list?: "active" | "pending" | "banned_muted";
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FanGroupUser"][];
                            included: components["schemas"]["UserSummary"][];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/fan_groups/{slug}/users/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a member's status: approve (pending to active) or reject a request, ban or mute a member and take it back (moderators and above) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                    /** @description A numeric id from 1 to 9007199254740991. */
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "pending" | "active" | "rejected" | "canceled" | "left" | "banned" | "muted";
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FanGroupUser"];
                            included: components["schemas"]["UserSummary"][];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        /** Remove a pending or active member (moderators and above); they may join again */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                    /** @description A numeric id from 1 to 9007199254740991. */
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FanGroup"];
                            included: components["schemas"]["UserSummary"][];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/fan_groups/{slug}/users/{user_id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Give an active member a role below yours (group admins, the owner); role owner transfers the ownership (the owner, instance admins) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                    /** @description A numeric id from 1 to 9007199254740991. */
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            role: "member" | "writer" | "moderator" | "admin" | "owner" | "pending";
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FanGroupUser"];
                            included: components["schemas"]["UserSummary"][];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the feed, newest first: feed posts, the group posts you may read, contents and participation items (each type while its module is on); cursor paging */
        get: {
            parameters: {
                query?: {
                    /** @description meta.next_cursor */
                    cursor?: string;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FeedItem"][];
                            included: (components["schemas"]["FeedPost"] | components["schemas"]["GroupPost"] | components["schemas"]["Content"] | components["schemas"]["FeedParticipation"] | components["schemas"]["UserSummary"] | components["schemas"]["Comment"] | components["schemas"]["Category"] | components["schemas"]["ContentMedium"] | components["schemas"]["Nft"] | components["schemas"]["NftMedium"])[];
                            meta: {
                                /** @description null on the last page */
                                next_cursor: string | null;
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/feed_posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the feed posts, newest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FeedPost"][];
                            included: (components["schemas"]["UserSummary"] | components["schemas"]["Comment"] | components["schemas"]["Nft"] | components["schemas"]["NftMedium"])[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Post to the feed (JSON, or multipart with feed_post[body], feed_post[initial_boost], up to 4 img_files[] and nft_ids[]) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        feed_post: {
                            /** @description Rich text (HTML), sanitized. */
                            body?: string;
                            /** @description Base units (8 decimals) as a base-10 integer; only when creating. */
                            initial_boost?: string;
                            /** @description NFTs shown with the post (docs/NFTS.md "NFTs in posts"): publicly visible NFTs the author holds, while the module nfts is on (422 otherwise, naming each id); on an edit they replace the shown NFTs, left out they stay. */
                            nft_ids?: string[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FeedPost"];
                            included: (components["schemas"]["UserSummary"] | components["schemas"]["Comment"] | components["schemas"]["Nft"] | components["schemas"]["NftMedium"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/feed_posts/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show a feed post by its slug (found by the id after the last hyphen) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FeedPost"];
                            included: (components["schemas"]["UserSummary"] | components["schemas"]["Comment"] | components["schemas"]["Nft"] | components["schemas"]["NftMedium"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Edit your own feed post (JSON or multipart like creating; img_files[] replace the images) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        feed_post: {
                            /** @description Rich text (HTML), sanitized. */
                            body?: string;
                            /** @description Base units (8 decimals) as a base-10 integer; only when creating. */
                            initial_boost?: string;
                            /** @description NFTs shown with the post (docs/NFTS.md "NFTs in posts"): publicly visible NFTs the author holds, while the module nfts is on (422 otherwise, naming each id); on an edit they replace the shown NFTs, left out they stay. */
                            nft_ids?: string[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FeedPost"];
                            included: (components["schemas"]["UserSummary"] | components["schemas"]["Comment"] | components["schemas"]["Nft"] | components["schemas"]["NftMedium"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a feed post (its author, instance admins) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/feed_posts/{slug}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Comments of a feed post */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    sort_by?: "top" | "hot" | "recent";
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Comment"][];
                            included: (components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Comment on a feed post (JSON, or multipart with comment[body] and up to 4 img_files[]) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment: {
                            body: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Comment"];
                            included: (components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/feed_posts/{slug}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like a feed post */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Like"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Unlike a feed post */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Like"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/frozen_tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your frozen tokens: the locked deposits of your token votes, newest first (header total-frozen-amount: the sum not withdrawn, base units) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                attributes: {
                                    /** @description The locked deposit, base units (× 1e8). */
                                    amount: string;
                                    option_id: string;
                                    /** Format: date-time */
                                    unlocks_at: string | null;
                                    voting_id: string;
                                    /** @description Unlocked (by the chain’s clock) and not withdrawn yet. */
                                    withdrawable: boolean;
                                    /** Format: date-time */
                                    withdrawn_at: string | null;
                                };
                                /** @description The id of the vote whose deposit this is. */
                                id: string;
                                /** @enum {string} */
                                type: "frozen_token";
                            }[];
                            meta: {
                                total_frozen_amount: string;
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/frozen_tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your frozen tokens (another fan’s answers 404) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                attributes: {
                                    /** @description The locked deposit, base units (× 1e8). */
                                    amount: string;
                                    option_id: string;
                                    /** Format: date-time */
                                    unlocks_at: string | null;
                                    voting_id: string;
                                    /** @description Unlocked (by the chain’s clock) and not withdrawn yet. */
                                    withdrawable: boolean;
                                    /** Format: date-time */
                                    withdrawn_at: string | null;
                                };
                                /** @description The id of the vote whose deposit this is. */
                                id: string;
                                /** @enum {string} */
                                type: "frozen_token";
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/group_posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of a group's posts, newest first (403 when the group's posts are for members only and you are not one) */
        get: {
            parameters: {
                query: {
                    /** @description The group's id or slug. */
                    fan_group_id: string;
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["GroupPost"][];
                            included: (components["schemas"]["UserSummary"] | components["schemas"]["Comment"] | components["schemas"]["Nft"] | components["schemas"]["NftMedium"])[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Post in a fan group (JSON, or multipart with group_post[fan_group_id], group_post[body], group_post[initial_boost], up to 4 img_files[] and nft_ids[]); a muted member cannot post */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        group_post: {
                            /** @description Rich text (HTML), sanitized. */
                            body?: string;
                            /** @description The group's id or slug (only when creating). */
                            fan_group_id?: string;
                            /** @description Base units (8 decimals) as a base-10 integer; only when creating. */
                            initial_boost?: string;
                            /** @description NFTs shown with the post (docs/NFTS.md "NFTs in posts"): publicly visible NFTs the author holds, while the module nfts is on (422 otherwise, naming each id); on an edit they replace the shown NFTs, left out they stay. */
                            nft_ids?: string[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["GroupPost"];
                            included: (components["schemas"]["UserSummary"] | components["schemas"]["Comment"] | components["schemas"]["Nft"] | components["schemas"]["NftMedium"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/group_posts/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show a group post by its slug (found by the id after the last hyphen) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["GroupPost"];
                            included: (components["schemas"]["UserSummary"] | components["schemas"]["Comment"] | components["schemas"]["Nft"] | components["schemas"]["NftMedium"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Edit your own group post (JSON or multipart like creating; img_files[] replace the images) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        group_post: {
                            /** @description Rich text (HTML), sanitized. */
                            body?: string;
                            /** @description The group's id or slug (only when creating). */
                            fan_group_id?: string;
                            /** @description Base units (8 decimals) as a base-10 integer; only when creating. */
                            initial_boost?: string;
                            /** @description NFTs shown with the post (docs/NFTS.md "NFTs in posts"): publicly visible NFTs the author holds, while the module nfts is on (422 otherwise, naming each id); on an edit they replace the shown NFTs, left out they stay. */
                            nft_ids?: string[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["GroupPost"];
                            included: (components["schemas"]["UserSummary"] | components["schemas"]["Comment"] | components["schemas"]["Nft"] | components["schemas"]["NftMedium"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a group post (its author; the group's moderators and above, instance admins, who outrank its author) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/group_posts/{slug}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Comments of a group post */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    sort_by?: "top" | "hot" | "recent";
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Comment"][];
                            included: (components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Comment on a group post (JSON, or multipart with comment[body] and up to 4 img_files[]) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment: {
                            body: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Comment"];
                            included: (components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/group_posts/{slug}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like a group post */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Like"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Unlike a group post */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Like"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/ideation_missions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the published ideation missions: open ones (soonest end first), then at most 5 ended ones */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["IdeationMission"][];
                            included: (components["schemas"]["ContentMedium"] | components["schemas"]["Idea"] | components["schemas"]["UserSummary"] | components["schemas"]["Comment"])[];
                            meta: {
                                ended_count: number;
                                open_count: number;
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/ideation_missions/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show an ideation mission with its top ideas (unpublished: admins, or with its preview_token) */
        get: {
            parameters: {
                query?: {
                    preview_token?: string;
                    sort_ideas_by?: "top" | "hot" | "recent";
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["IdeationMission"];
                            included: (components["schemas"]["ContentMedium"] | components["schemas"]["Idea"] | components["schemas"]["UserSummary"] | components["schemas"]["Comment"])[];
                            meta: {
                                sort_ideas_by: string;
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/ideation_missions/{slug}/ideas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of a mission's ideas (sort_ideas_by top, hot or recent) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    sort_ideas_by?: "top" | "hot" | "recent";
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Idea"][];
                            included: (components["schemas"]["UserSummary"] | components["schemas"]["Comment"])[];
                            meta: {
                                sort_ideas_by: string;
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Add an idea to an open mission (JSON, or multipart with idea[title], idea[body], idea[initial_boost] and up to 4 img_files[]) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        idea: {
                            /** @description Rich text (HTML), sanitized. */
                            body?: string;
                            /** @description Base units (8 decimals) as a base-10 integer; only when adding. */
                            initial_boost?: string;
                            title?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Idea"];
                            included: (components["schemas"]["UserSummary"] | components["schemas"]["Comment"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/ideation_missions/{slug}/ideas/{idea_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show an idea of a mission */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    idea_id: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Idea"];
                            included: (components["schemas"]["UserSummary"] | components["schemas"]["Comment"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Edit your own idea while its mission is open (JSON or multipart like adding; img_files[] replace the images) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    idea_id: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        idea: {
                            /** @description Rich text (HTML), sanitized. */
                            body?: string;
                            /** @description Base units (8 decimals) as a base-10 integer; only when adding. */
                            initial_boost?: string;
                            title?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Idea"];
                            included: (components["schemas"]["UserSummary"] | components["schemas"]["Comment"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/ideation_missions/{slug}/ideas/{idea_id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Comments of a idea */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    sort_by?: "top" | "hot" | "recent";
                };
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    idea_id: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Comment"][];
                            included: (components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Comment on a idea (JSON, or multipart with comment[body] and up to 4 img_files[]) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    idea_id: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment: {
                            body: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Comment"];
                            included: (components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/ideation_missions/{slug}/ideas/{idea_id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like a idea */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    idea_id: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Like"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Unlike a idea */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    idea_id: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Like"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/invitation_codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your invitation codes, newest first; a redeemed code has its invitee (included) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["InvitationCode"][];
                            included: components["schemas"]["UserSummary"][];
                            meta: {
                                /** @description Your codes nobody has redeemed yet. */
                                open_codes: number;
                                /** @description How many open codes you may hold (null: no limit, for admins). */
                                open_codes_limit: number | null;
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Create an invitation code (no payload): from_owner for the instance owners, from_admin for admins, from_member for members, who may hold a limited number of open codes */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["InvitationCode"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/invitation_codes/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Redeem an invitation code as the signed-in user (once per user, once per code; callable before any invitation) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["InvitationCodeRedemption"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/likes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The users who liked a thing */
        get: {
            parameters: {
                query: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    liked_id: string;
                    liked_type: string;
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["UserSummary"][];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/menu_items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List menu items */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    position?: "sidebar_top" | "sidebar" | "bottom_bar" | "mobile_bar";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["MenuItem"][];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/menu_items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show a menu item */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 2147483647. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["MenuItem"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/moderation_log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public moderation log: what was hidden or cleared, why and when; nobody named */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ModerationLogEntry"][];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/moderation/items/{type}/{id}/review_request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The author asks for a review of their hidden item (once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                    type: "comment" | "group_post" | "feed_post" | "idea" | "ama_question";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Moderation"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/nft_benefits/{id}/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Redeem a benefit of an NFT you hold, once (Idempotency-Key required): its secret; 409 ALREADY_REDEEMED the second time */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["NftBenefit"];
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["NftBenefit"];
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/nft_collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the NFT collections, newest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["NftCollection"][];
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/nft_collections/{id_or_slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show an NFT collection by its id or any of its slugs */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id_or_slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["NftCollection"];
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/nft_collections/{id_or_slug}/nfts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a collection's NFTs you may see (hidden ones only to their holders), with their media */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path: {
                    id_or_slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Nft"][];
                            included: (components["schemas"]["NftMedium"] | components["schemas"]["NftCollection"] | components["schemas"]["NftBenefit"])[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/nft_trade_requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List open trade requests: for_user (requests whose wanted NFTs you can give; your own slug only), from_user, by_current_user=true (yours), sort_by newest|oldest */
        get: {
            parameters: {
                query?: {
                    by_current_user?: "true" | "false";
                    /** @description A user's slug. */
                    for_user?: string;
                    /** @description A user's slug. */
                    from_user?: string;
                    page?: number;
                    per_page?: number;
                    sort_by?: "newest" | "oldest";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["NftTradeRequest"][];
                            included: (components["schemas"]["Nft"] | components["schemas"]["NftMedium"] | components["schemas"]["NftCollection"] | components["schemas"]["UserSummary"])[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Create a trade request: the offered copies must be movable and are locked while it is open; 422 NFT_TRADE_APPROVAL_REQUIRED for a self-custody wallet that has not approved the community */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        nft_trade_request: {
                            message?: string | null;
                            offered: {
                                /**
                                 * @description Copies (default 1).
                                 * @default 1
                                 */
                                amount?: number;
                                nft_id: string | number;
                            }[];
                            wanted: {
                                /**
                                 * @description Copies (default 1).
                                 * @default 1
                                 */
                                amount?: number;
                                nft_id: string | number;
                            }[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["NftTradeRequest"];
                            included: (components["schemas"]["Nft"] | components["schemas"]["NftMedium"] | components["schemas"]["NftCollection"] | components["schemas"]["UserSummary"])[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/nft_trade_requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show a trade request (an open one, or one of your own or fulfilled by you) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["NftTradeRequest"];
                            included: (components["schemas"]["Nft"] | components["schemas"]["NftMedium"] | components["schemas"]["NftCollection"] | components["schemas"]["UserSummary"])[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Change an open trade request of yours (another fan's answers 404) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        nft_trade_request: {
                            message?: string | null;
                            offered?: {
                                /**
                                 * @description Copies (default 1).
                                 * @default 1
                                 */
                                amount?: number;
                                nft_id: string | number;
                            }[];
                            wanted?: {
                                /**
                                 * @description Copies (default 1).
                                 * @default 1
                                 */
                                amount?: number;
                                nft_id: string | number;
                            }[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["NftTradeRequest"];
                            included: (components["schemas"]["Nft"] | components["schemas"]["NftMedium"] | components["schemas"]["NftCollection"] | components["schemas"]["UserSummary"])[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        /** Delete an open trade request of yours (another fan's answers 404) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/nft_trade_requests/{id}/trade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fulfil another fan's trade request (Idempotency-Key required): you give its wanted NFTs and get its offered ones in one swap; 409 NFT_TRADE_REQUEST_CLOSED when it is no longer open */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["NftTradeRequest"][];
                            included: (components["schemas"]["Nft"] | components["schemas"]["NftMedium"] | components["schemas"]["NftCollection"] | components["schemas"]["UserSummary"])[];
                            meta: {
                                transaction_id: string;
                                tx_hash: string | null;
                                /** @enum {string} */
                                tx_status: "pending" | "complete" | "failed";
                            };
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["NftTradeRequest"][];
                            included: (components["schemas"]["Nft"] | components["schemas"]["NftMedium"] | components["schemas"]["NftCollection"] | components["schemas"]["UserSummary"])[];
                            meta: {
                                transaction_id: string;
                                tx_hash: string | null;
                                /** @enum {string} */
                                tx_status: "pending" | "complete" | "failed";
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/nft_trade_requests/fulfilled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List your fulfilled trade requests, yours or fulfilled by you, the newest trade first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["NftTradeRequest"][];
                            included: (components["schemas"]["Nft"] | components["schemas"]["NftMedium"] | components["schemas"]["NftCollection"] | components["schemas"]["UserSummary"])[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/nft_transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a signed pass to move copies of an NFT you hold to an outside address (Idempotency-Key required); a hot wallet submits it at once (the transaction in included), a self-custody wallet submits transferWithPass itself */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        nft_transfer: {
                            amount: number;
                            /** @description A numeric id from 1 to 9007199254740991. */
                            nft_id: string;
                            /** @description The address the copies go to. */
                            target_address: string;
                            /** @description The network (`public_blockchain_network` id: its chain id) the copies leave on. */
                            transfer_network_id: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["NftTransfer"];
                            included: components["schemas"]["Transaction"][];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["NftTransfer"];
                            included: components["schemas"]["Transaction"][];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/nft_transfers/{id}/success": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report the transaction your own wallet sent with a pass (transferSuccess): its receipt must hold the pass's PassUsed; the pass is then used (again: the same answer) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        tx_hash: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["NftTransfer"];
                            included: components["schemas"]["Transaction"][];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/nfts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List your NFTs (by_current_user=true, signed in): sort_by, sort_direction, by_collection, frozen_or_burnt, q; with the list meta */
        get: {
            parameters: {
                query?: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    by_collection?: string;
                    by_current_user?: "true" | "false";
                    frozen_or_burnt?: "true" | "false";
                    page?: number;
                    per_page?: number;
                    q?: string;
                    sort_by?: "collection" | "name" | "amount" | "rarity";
                    sort_direction?: "asc" | "desc";
                    tradable?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Nft"][];
                            included: (components["schemas"]["NftMedium"] | components["schemas"]["NftCollection"] | components["schemas"]["NftBenefit"])[];
                            meta: {
                                available_categories: {
                                    id: string;
                                    name: string;
                                    slug: string;
                                }[];
                                daily_nft_gift_count: number;
                                daily_trade_count: number;
                                has_tradable_duplicates: boolean;
                                has_tradable_unowned: boolean;
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/nfts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show an NFT (its id is the token id) with its medium, collection and benefits */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Nft"];
                            included: (components["schemas"]["NftMedium"] | components["schemas"]["NftCollection"] | components["schemas"]["NftBenefit"])[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/nfts/{id}/gift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Gift one movable duplicate of an NFT to another fan (Idempotency-Key required): the write-ahead transaction record; the daily limit holds under parallel requests */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        gift: {
                            /** @description The recipient's slug. */
                            target_user_slug: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                            included: unknown[];
                            meta: {
                                /** @description The giver's gifts today (UTC), this one included. */
                                daily_nft_gift_count: number;
                                daily_nft_gift_limit: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                            included: unknown[];
                            meta: {
                                /** @description The giver's gifts today (UTC), this one included. */
                                daily_nft_gift_count: number;
                                daily_nft_gift_limit: number;
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/nfts/{id}/moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An NFT's provenance, newest first, with the users of the addresses */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["NftMove"][];
                            included: components["schemas"]["UserSummary"][];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notification_preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's notification preferences (defaults for what they never set) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["NotificationPreferences"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /**
         * Change notification preferences: per kind in-app and push, quiet hours and time zone
         * @description Only the fields given change. In-app notifications of a kind that is not optional (announcements) cannot be switched off.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        notification_preferences: {
                            kinds?: {
                                "ama_question.answered"?: {
                                    in_app?: boolean;
                                    push?: boolean;
                                };
                                announcement?: {
                                    in_app?: boolean;
                                    push?: boolean;
                                };
                                "chat_message.received"?: {
                                    in_app?: boolean;
                                    push?: boolean;
                                };
                                "comment.liked"?: {
                                    in_app?: boolean;
                                    push?: boolean;
                                };
                                "comment.replied"?: {
                                    in_app?: boolean;
                                    push?: boolean;
                                };
                                "content.commented"?: {
                                    in_app?: boolean;
                                    push?: boolean;
                                };
                                "event.waitlist_promoted"?: {
                                    in_app?: boolean;
                                    push?: boolean;
                                };
                                "fan_group.invited"?: {
                                    in_app?: boolean;
                                    push?: boolean;
                                };
                                "fan_group.join_approved"?: {
                                    in_app?: boolean;
                                    push?: boolean;
                                };
                                "feed_post.mentioned"?: {
                                    in_app?: boolean;
                                    push?: boolean;
                                };
                                "group_post.mentioned"?: {
                                    in_app?: boolean;
                                    push?: boolean;
                                };
                                "idea.status_changed"?: {
                                    in_app?: boolean;
                                    push?: boolean;
                                };
                                "moderation.item_cleared"?: {
                                    in_app?: boolean;
                                    push?: boolean;
                                };
                                "moderation.item_hidden"?: {
                                    in_app?: boolean;
                                    push?: boolean;
                                };
                                "moderation.report_cleared"?: {
                                    in_app?: boolean;
                                    push?: boolean;
                                };
                                "moderation.report_hidden"?: {
                                    in_app?: boolean;
                                    push?: boolean;
                                };
                                "nft_trade_request.trade_success"?: {
                                    in_app?: boolean;
                                    push?: boolean;
                                };
                                "nft_trade_request.trades_removed"?: {
                                    in_app?: boolean;
                                    push?: boolean;
                                };
                                "nft.gifted"?: {
                                    in_app?: boolean;
                                    push?: boolean;
                                };
                                "user_order.created"?: {
                                    in_app?: boolean;
                                    push?: boolean;
                                };
                                "user_order.failed"?: {
                                    in_app?: boolean;
                                    push?: boolean;
                                };
                            };
                            /** @description 'HH:MM' */
                            quiet_end?: string | null;
                            /** @description 'HH:MM' */
                            quiet_start?: string | null;
                            /** @description An IANA time zone, e.g. Europe/Berlin */
                            time_zone?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["NotificationPreferences"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's notifications, newest first */
        get: {
            parameters: {
                query?: {
                    /** @description Only those shown as a modal */
                    "filter[prompt_dialog]"?: boolean;
                    /** @description Only unopened (true) or opened (false) */
                    "filter[unopened]"?: boolean;
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Notification"][];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: {
                                open_notifications: number;
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One notification of the signed-in user (404 for anybody else) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Notification"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notifications/{id}/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Open a notification (idempotent) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Notification"];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: {
                                open_notifications: number;
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notifications/open_all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Open every unopened notification
         * @description Answers how many were opened and the ids of the newest 500 of them.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {object|null} */
                            data: never | null;
                            /** @description Always empty. */
                            included: unknown[];
                            meta: {
                                /** @enum {number} */
                                open_notifications: 0;
                                opened_count: number;
                                /** @description The newest 500 ids at most */
                                opened_ids: string[];
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the organizations you see, by name (filter all, sponsors or mine; search by name); their media included */
        get: {
            parameters: {
                query?: {
                    filter?: "all" | "sponsors" | "mine";
                    page?: number;
                    per_page?: number;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["OrganizationDetail"][];
                            included: (components["schemas"]["OrganizationMedium"] | components["schemas"]["SponsorMedium"])[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Create an organization you administer (JSON, or multipart with organization[...], organization[logo_file] and organization[hero_file]); submitted for review */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        organization: {
                            /** @description Rich text (HTML), sanitized; an empty document is <p></p>. */
                            description?: string | null;
                            name?: string | null;
                            /** @description An http or https address; empty clears it. */
                            website_url?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["OrganizationDetail"];
                            included: (components["schemas"]["OrganizationMedium"] | components["schemas"]["SponsorMedium"])[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/organizations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show an organization, its media included */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["OrganizationDetail"];
                            included: (components["schemas"]["OrganizationMedium"] | components["schemas"]["SponsorMedium"])[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        /** Update an organization (its admins; the name of an accepted one: instance admins); JSON or multipart organization[...]; null fields are left as they are */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        organization: {
                            /** @description Rich text (HTML), sanitized; an empty document is <p></p>. */
                            description?: string | null;
                            name?: string | null;
                            /** @description An http or https address; empty clears it. */
                            website_url?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["OrganizationDetail"];
                            included: (components["schemas"]["OrganizationMedium"] | components["schemas"]["SponsorMedium"])[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/organizations/{id}/organization_users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of an organization's users (admins first), the users included */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["OrganizationUser"][];
                            included: components["schemas"]["UserSummary"][];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/profile_fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The profile fields fans answer (names in the request's language), their options included as profile_field_option */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ProfileField"][];
                            included: components["schemas"]["ProfileFieldOption"][];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/profiles/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's public profile */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PublicProfile"];
                            included: components["schemas"]["Organization"][];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/profiles/{slug}/fan_groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the fan groups a user belongs to (active or muted member) that you may see; 404 when the profile is not there for you */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FanGroup"][];
                            included: components["schemas"]["UserSummary"][];
                            meta: {
                                total: number;
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/profiles/{slug}/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of a user's posts on their profile, newest first (id, type, created_at; meta.total): their feed posts and the group posts you may read, the posts in included */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                attributes: {
                                    /** Format: date-time */
                                    created_at: string;
                                };
                                id: string;
                                /** @enum {string} */
                                type: "feed_post" | "group_post";
                            }[];
                            included: (components["schemas"]["FeedPost"] | components["schemas"]["GroupPost"] | components["schemas"]["UserSummary"] | components["schemas"]["Comment"] | components["schemas"]["Nft"] | components["schemas"]["NftMedium"])[];
                            meta: {
                                total: number;
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/public_blockchain_networks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The chain of the community token (empty while it starts or when it is off) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PublicBlockchainNetwork"][];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/push_subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Unsubscribe all of the signed-in user's browsers from web push (and clear notification_token) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/static_pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show a static page */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["StaticPage"];
                            included: (components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/static_pages/{slug}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Comments of a static page */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    sort_by?: "top" | "hot" | "recent";
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Comment"][];
                            included: (components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Comment on a static page (JSON, or multipart with comment[body] and up to 4 img_files[]) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment: {
                            body: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Comment"];
                            included: (components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/trade_groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the trade groups you are in (rings of open trade requests that satisfy each other), open ones first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["TradeGroup"][];
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/trade_groups/{id}/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Execute a trade group you are in (Idempotency-Key required): every leg in one swap, all or nothing; 409 NFT_TRADE_GROUP_STALE when one of its requests is no longer open */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["TradeGroup"];
                            included: components["schemas"]["Transaction"][];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["TradeGroup"];
                            included: components["schemas"]["Transaction"][];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's token transactions, newest first */
        get: {
            parameters: {
                query?: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    before_id?: string;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"][];
                            /** @description Always empty. */
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Send tokens from the hot wallet to a fan or an address (Idempotency-Key required) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        transaction: {
                            /** @description Base units (× 1e8). */
                            amount: string;
                            to_address?: string;
                            to_user_slug?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/transactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the signed-in user's token transactions */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/transactions/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a pending transaction's receipt and move it to complete or failed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/transactions/from_hash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a transaction of the community contracts sent from (or to) the own wallet, from its hash (the same hash answers the same record) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        transaction: {
                            tx_hash: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/ugc_report_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The kinds of report, in the request language */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["UgcReportType"][];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/ugc_reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a comment or a content (once per user) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ugc_report: {
                            reason?: string | null;
                            reportable_id: string | number;
                            reportable_type: string;
                            ugc_report_type_id: string | number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["UgcReport"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/user_media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of your uploaded images, newest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["UserMedium"][];
                            meta: {
                                /** @description The most you may keep. */
                                limit: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Upload an image (multipart user_medium[file], or JSON with a data URL); checked by its content, stored as WebP within 2048×2048; at most 50 per user */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        user_medium: {
                            /** @description The image as a data URL: data:image/png;base64,... */
                            file: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["UserMedium"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/user_media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of your images (another user's answers 404, as a missing one) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/user/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's token balance (live from the chain) and frozen vote deposits; pending transactions with a receipt move out of pending */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                attributes: {
                                    address: string;
                                    /** @description Token balance read from the chain now, base units (× 1e8). */
                                    balance: string;
                                    /** @description Tokens locked in the user's token-vote deposits not withdrawn yet, base units. */
                                    frozen: string;
                                };
                                /** @description The wallet address. */
                                id: string;
                                /** @enum {string} */
                                type: "balance";
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/user/hot_wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give the signed-in user a hot wallet held by the server (idempotent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                attributes: {
                                    /** @enum {boolean} */
                                    uses_hotwallet: true;
                                    wallet_address: string;
                                };
                                id: string;
                                /** @enum {string} */
                                type: "hot_wallet";
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/user/self_custody_wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Link a wallet whose key only the user holds (its signature of the link message proves it); its one gas allowance is sent before the answer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address: string;
                        signature: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                actions_address: string;
                                admin_wallet_address: string;
                                chain_id: number;
                                gas_funded: boolean;
                                token_contract: string;
                                wallet_address: string;
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/user/self_custody_wallet/link_message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The message the signed-in user signs with a wallet of their own to link its address */
        get: {
            parameters: {
                query: {
                    address: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/user/show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CurrentUser"];
                            included: (components["schemas"]["Organization"] | components["schemas"]["UserProfileField"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/{id}/chat_conversation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current user's conversation with a user, or null */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ChatConversation"] | (never | null);
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/{id}/nfts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's publicly visible NFTs they hold (user_amount: their copies); the path's id is the user's slug */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path: {
                    /** @description The user's slug. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Nft"][];
                            included: (components["schemas"]["NftMedium"] | components["schemas"]["NftCollection"] | components["schemas"]["NftBenefit"])[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/{id}/toggle_block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Block or unblock a user */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["UserBlockState"];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/votes/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw the locked deposit of your token vote once it has unlocked, back to your wallet (Idempotency-Key required) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                            meta: {
                                frozen_token: {
                                    attributes: {
                                        /** @description The locked deposit, base units (× 1e8). */
                                        amount: string;
                                        option_id: string;
                                        /** Format: date-time */
                                        unlocks_at: string | null;
                                        voting_id: string;
                                        /** @description Unlocked (by the chain’s clock) and not withdrawn yet. */
                                        withdrawable: boolean;
                                        /** Format: date-time */
                                        withdrawn_at: string | null;
                                    };
                                    /** @description The id of the vote whose deposit this is. */
                                    id: string;
                                    /** @enum {string} */
                                    type: "frozen_token";
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Transaction"];
                            meta: {
                                frozen_token: {
                                    attributes: {
                                        /** @description The locked deposit, base units (× 1e8). */
                                        amount: string;
                                        option_id: string;
                                        /** Format: date-time */
                                        unlocks_at: string | null;
                                        voting_id: string;
                                        /** @description Unlocked (by the chain’s clock) and not withdrawn yet. */
                                        withdrawable: boolean;
                                        /** Format: date-time */
                                        withdrawn_at: string | null;
                                    };
                                    /** @description The id of the vote whose deposit this is. */
                                    id: string;
                                    /** @enum {string} */
                                    type: "frozen_token";
                                };
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/votings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the published votings: open ones (soonest end first), then at most 5 ended ones */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Voting"][];
                            included: (components["schemas"]["ContentMedium"] | components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                            meta: {
                                ended_count: number;
                                open_count: number;
                                search_locale: string;
                            };
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/votings/{voting_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show a voting: options by votes descending, your votes, top comments (unpublished: admins only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    voting_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Voting"];
                            included: (components["schemas"]["ContentMedium"] | components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/votings/{voting_id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Comments of a voting */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    sort_by?: "top" | "hot" | "recent";
                };
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    voting_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Comment"][];
                            included: (components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Comment on a voting (JSON, or multipart with comment[body] and up to 4 img_files[]) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    voting_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment: {
                            body: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Comment"];
                            included: (components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/votings/{voting_id}/vote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Vote: a tokenless voting takes one ballot per user of 1 to max_choices options; a token voting moves tokens from the hot wallet (Idempotency-Key required; the same key again answers 200 and moves nothing) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description A numeric id from 1 to 9007199254740991. */
                    voting_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        option_values: {
                            /** @description Base units of a token vote; left out in a tokenless voting. */
                            amount?: string;
                            /** @description A numeric id from 1 to 9007199254740991. */
                            option_id: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Voting"];
                            included: (components["schemas"]["ContentMedium"] | components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Voting"];
                            included: (components["schemas"]["ContentMedium"] | components["schemas"]["Comment"] | components["schemas"]["UserSummary"])[];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webpush/vapid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The VAPID public key browsers subscribe to web push with (applicationServerKey) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description An uncompressed P-256 public key (65 bytes), base64url without padding. */
                            vapid_public_key: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AdminAmaSession: {
            attributes: {
                ama_questions_count: number;
                /** Format: date-time */
                created_at: string;
                description: {
                    [key: string]: string;
                };
                /** Format: date-time */
                ends_at: string;
                hero_medium_id: string | null;
                host_user_id: string | null;
                open: boolean;
                /** @description Opens the unpublished session: ?preview_token=... */
                preview_token: string;
                published: boolean;
                /** Format: date-time */
                published_at: string | null;
                slug: string;
                title: {
                    [key: string]: string;
                };
                /** Format: date-time */
                updated_at: string;
            };
            id: string;
            /** @enum {string} */
            type: "ama_session";
        };
        AdminCategory: {
            attributes: {
                bg_color: string;
                medium_id: string | null;
                slug: string;
                sort_order: number;
                text_color: string;
                title: {
                    [key: string]: string;
                };
            };
            id: string;
            /** @enum {string} */
            type: "admin_category";
        };
        AdminContent: {
            attributes: {
                available_for: ("logged_out" | "logged_in" | "token_holder" | "nft_holder" | "subscriber" | "buyer")[];
                body: {
                    [key: string]: string;
                };
                category_id: string | null;
                /** @enum {unknown} */
                content_type: "article" | "image" | "audio" | "video";
                /** Format: date-time */
                created_at: string;
                hero_medium_id: string | null;
                no_crawl: boolean;
                /** @description The unlock price (buyer audience), base units; null: not for sale. */
                price: string | null;
                published: boolean;
                /** Format: date-time */
                published_at: string | null;
                slug: string;
                tags: string[];
                teaser: {
                    [key: string]: string;
                };
                title: {
                    [key: string]: string;
                };
                translated_slugs: {
                    [key: string]: string;
                };
                /** Format: date-time */
                updated_at: string;
            };
            id: string;
            /** @enum {string} */
            type: "admin_content";
        };
        AdminEvent: {
            attributes: {
                capacity: number | null;
                /** Format: date-time */
                created_at: string;
                description: {
                    [key: string]: string;
                };
                /** Format: date-time */
                ends_at: string | null;
                hero_medium_id: string | null;
                location: string | null;
                open: boolean;
                published: boolean;
                /** Format: date-time */
                published_at: string | null;
                registered_count: number;
                slug: string;
                /** Format: date-time */
                starts_at: string;
                title: {
                    [key: string]: string;
                };
                translated_slugs: {
                    [key: string]: string;
                };
                /** Format: date-time */
                updated_at: string;
                waiting_count: number;
            };
            id: string;
            /** @enum {string} */
            type: "event";
        };
        AdminIdea: {
            attributes: {
                comments_count: number;
                /** Format: date-time */
                created_at: string;
                likes_count: number;
                slug: string;
                /**
                 * @description The club acceptance status, verbatim.
                 * @enum {unknown}
                 */
                status: "submitted" | "active" | "expired" | "successfull" | "rejected" | "accepted" | "implemented";
                title: string;
                user: {
                    display_name: string;
                    id: string;
                    slug: string;
                };
            };
            id: string;
            /** @enum {string} */
            type: "idea";
        };
        AdminIdeationMission: {
            attributes: {
                /** Format: date-time */
                created_at: string;
                description: {
                    [key: string]: string;
                };
                /** Format: date-time */
                ends_at: string;
                hero_medium_id: string | null;
                ideas_count: number;
                open: boolean;
                /** @description Opens the unpublished mission: ?preview_token=... */
                preview_token: string;
                published: boolean;
                /** Format: date-time */
                published_at: string | null;
                slug: string;
                title: {
                    [key: string]: string;
                };
                /** Format: date-time */
                updated_at: string;
            };
            id: string;
            /** @enum {string} */
            type: "ideation_mission";
        };
        AdminNft: {
            attributes: {
                amount: number;
                benefits: {
                    description: {
                        [key: string]: string;
                    };
                    id: string;
                    secret: string;
                    title: {
                        [key: string]: string;
                    };
                }[];
                description: {
                    [key: string]: string;
                };
                minted: number;
                name: {
                    [key: string]: string;
                };
                nft_collection_id: string;
                nft_medium_id: string | null;
                publicly_visible: boolean;
                /** @enum {string} */
                rarity: "common" | "rare" | "epic" | "legendary";
                video_options: {
                    autoplay: boolean;
                    loop: boolean;
                    show_controls: boolean;
                };
            };
            id: string;
            /** @enum {string} */
            type: "nft";
        };
        AdminNftCollection: {
            attributes: {
                cover_medium_id: string | null;
                description: {
                    [key: string]: string;
                };
                name: {
                    [key: string]: string;
                };
                network_chain_id: number | null;
                nfts_count: number;
                slug: string;
                translated_slugs: {
                    [key: string]: string;
                };
            };
            id: string;
            /** @enum {string} */
            type: "nft_collection";
        };
        AdminNftHolder: {
            attributes: {
                address: string;
                balance: number;
                frozen: number;
                user: {
                    display_name: string;
                    id: string;
                    slug: string;
                } | null;
            };
            /** @description The holding address (EIP-55). */
            id: string;
            /** @enum {string} */
            type: "nft_holder";
        };
        AdminProfileField: {
            attributes: {
                /** Format: date-time */
                created_at: string;
                /** @enum {string} */
                field_type: "text" | "select" | "country";
                is_multi: boolean;
                key: string;
                /** @description The name per language: {en, de, it}. */
                name: {
                    [key: string]: string;
                };
                options: {
                    id: string;
                    /** @description The name per language: {en, de, it}. */
                    name: {
                        [key: string]: string;
                    };
                    position: number;
                }[];
                position: number;
                required: boolean;
            };
            id: string;
            /** @enum {string} */
            type: "profile_field";
        };
        AdminStaticPage: {
            attributes: {
                body: {
                    [key: string]: string;
                };
                description: {
                    [key: string]: string;
                };
                menu_slug: string | null;
                no_crawl: boolean;
                published: boolean;
                slug: string;
                title: {
                    [key: string]: string;
                };
                translated_slugs: {
                    [key: string]: string;
                };
                /** Format: date-time */
                updated_at: string;
            };
            id: string;
            /** @enum {string} */
            type: "admin_static_page";
        };
        AdminUser: {
            attributes: {
                /** Format: date-time */
                created_at: string;
                display_name: string;
                email: string | null;
                /** Format: date */
                last_day_active: string | null;
                /**
                 * @description mixed_scripts: the display name mixes scripts confusably (UTS #39 mixed-script detection); a warning, not a refusal.
                 * @enum {string|null}
                 */
                name_warning: "mixed_scripts" | null;
                /** @enum {string} */
                role: "member" | "admin" | "moderator" | "editor";
                slug: string;
                /** @enum {string} */
                status: "unlocked" | "locked" | "banned";
                verified: boolean;
            };
            id: string;
            relationships: {
                organization: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "organization";
                    } | null;
                };
            };
            /** @enum {string} */
            type: "user";
        };
        AdminVoting: {
            attributes: {
                comments_count: number;
                /** Format: date-time */
                created_at: string;
                deposit_share: number | null;
                description: {
                    [key: string]: string;
                };
                /** Format: date-time */
                ends_at: string;
                hero_medium_id: string | null;
                max_choices: number;
                open: boolean;
                options: {
                    id: string;
                    value: {
                        [key: string]: string;
                    };
                    votes: string;
                }[];
                published: boolean;
                /** Format: date-time */
                published_at: string | null;
                slug: string;
                title: {
                    [key: string]: string;
                };
                /** Format: date-time */
                unlocks_tokens_at: string | null;
                /** Format: date-time */
                updated_at: string;
                voters_count: number;
                /** @enum {unknown} */
                voting_type: "tokenless" | "tokenbased_fixed" | "tokenbased_variable";
            };
            id: string;
            /** @enum {string} */
            type: "voting";
        };
        AmaQuestion: {
            attributes: {
                /** @description The host's answer, sanitized HTML. */
                answer: string | null;
                /** @description True for the session's host and admins (answer, or edit the answer). */
                answerable: boolean;
                /** Format: date-time */
                answered_at: string | null;
                /** @description Sanitized HTML (may be empty). */
                body: string;
                boosted_by_current_user: boolean;
                /** @description Base units (8 decimals), as a string. */
                boosts: string;
                comments_count: number;
                /** Format: date-time */
                created_at: string;
                /** @description True for the author while the session is open and it is unanswered. */
                editable: boolean;
                /** Format: date-time */
                edited_at: string | null;
                id: string;
                images: {
                    height: number;
                    src: string;
                    width: number;
                }[];
                /** @description Base units (8 decimals), as a string. */
                initial_boost: string;
                liked_by_user: boolean;
                likes_count: number;
                moderation?: {
                    reason: string | null;
                    /** @enum {string} */
                    status: "unreported" | "reported" | "under_review" | "review_requested" | "cleared" | "hidden";
                };
                reported_by_user: boolean;
                title: string;
                /** Format: date-time */
                updated_at: string;
            };
            id: string;
            relationships: {
                ama_session: {
                    data: {
                        id: string;
                        slug: string;
                        /** @enum {string} */
                        type: "ama_session";
                    };
                };
                answered_by: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "user";
                    } | null;
                };
                top_comments: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "comment";
                    }[];
                };
                user: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "user";
                    };
                };
            };
            /** @enum {string} */
            type: "ama_question";
        };
        AmaSession: {
            attributes: {
                ama_questions_count: number;
                /** @description Sanitized HTML. */
                description: string;
                /** Format: date-time */
                ends_at: string;
                /** @description ends_at is in the future: the session takes questions. */
                open: boolean;
                published: boolean;
                slug: string;
                title: string;
                /** @description The caller is the host (answers the questions). */
                viewer_is_host: boolean;
            };
            id: string;
            relationships: {
                hero_medium: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "content_medium";
                    } | null;
                };
                host: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "user";
                    } | null;
                };
                top_ama_questions: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "ama_question";
                    }[];
                };
            };
            /** @enum {string} */
            type: "ama_session";
        };
        Announcement: {
            attributes: {
                actor: {
                    display_name: string;
                    id: string;
                } | null;
                body: string;
                /** Format: date-time */
                created_at: string;
                prompt_dialog: boolean;
                title: string;
                /** @description The fan's slug, or 'all' */
                to: string;
            };
            id: string;
            /** @enum {string} */
            type: "announcement";
        };
        AuditEntry: {
            attributes: {
                action: string;
                actor: {
                    display_name: string | null;
                    id: string;
                    slug: string | null;
                } | null;
                /** Format: date-time */
                created_at: string;
                details: {
                    [key: string]: unknown;
                };
                target_id: string;
                target_type: string;
            };
            id: string;
            /** @enum {string} */
            type: "audit_entry";
        };
        Category: {
            attributes: {
                bg_color: string;
                category_medium: {
                    dimensions: {
                        height: number;
                        width: number;
                    };
                    id: string;
                    original_tiny: string;
                } | null;
                slug: string;
                text_color: string;
                title: string;
            };
            id: string;
            /** @enum {string} */
            type: "category";
        };
        ChatConversation: {
            attributes: {
                avatar: string | null;
                blocked_by_current_user: boolean;
                /** @description Key ids the current user holds here. */
                common_key_ids: string[];
                conversation_user_ids: string[];
                /** Format: date-time */
                created_at: string;
                current_user_blocked_by_user: boolean;
                has_own_unencrypted_messages: boolean;
                /** Format: date-time */
                last_message_at: string | null;
                last_message_id: string | null;
                /** @description The partner's display name ('Deleted user' when gone). */
                name: string;
                read_only: boolean;
                unread_messages: number;
                /** Format: date-time */
                updated_at: string;
                user_id: string | null;
                user_slug: string | null;
                /** @description The partner's verified badge. */
                user_verified: boolean;
            };
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "chat_conversation";
        };
        ChatConversationUser: {
            attributes: {
                avatar: string | null;
                chat_conversation_user_id: string;
                display_name: string;
                /** @description JWK JSON text. */
                public_key: string;
                slug: string;
                uid: string;
            };
            id: string;
            /** @enum {string} */
            type: "chat_conversation_user";
        };
        ChatKeyShare: {
            attributes: {
                /** Format: uuid */
                chat_conversation_id: string;
                chat_conversation_user_id: string;
                key_ids: string[];
                public_key: string;
                user_id: string;
                user_uid: string;
            };
            id: string;
            /** @enum {string} */
            type: "chat_key_share";
        };
        ChatMessage: {
            attributes: {
                /** Format: uuid */
                chat_conversation_id: string;
                /** @description Plain text, or the JSON text {"ciphertext","iv"} when encrypted. */
                content: string;
                encrypted: boolean;
                key_id: string | null;
                sender_id: string | null;
                sender_name: string;
                /** Format: date-time */
                sent_at: string;
                /** Format: date-time */
                updated_at: string;
            };
            id: string;
            /** @enum {string} */
            type: "chat_message";
        };
        ChatUser: {
            attributes: {
                avatar_thumbnail: string | null;
                display_name: string;
                has_chat_key: boolean;
                slug: string;
                uid: string;
                verified: boolean;
            };
            id: string;
            /** @enum {string} */
            type: "user";
        };
        City: {
            attributes: {
                name: string;
            };
            /** @description `{country}-{state}-{name}`. */
            id: string;
            /** @enum {string} */
            type: "city";
        };
        Comment: {
            attributes: {
                /** @description Sanitized HTML. */
                body: string;
                boosted_by_current_user: boolean;
                /** @description Base units (8 decimals), as a string. */
                boosts: string;
                commentable_id: string;
                commentable_type: string;
                comments_count: number;
                /** Format: date-time */
                created_at: string;
                /** @description True for the author only. */
                editable: boolean;
                /** Format: date-time */
                edited_at: string | null;
                images: {
                    height: number;
                    src: string;
                    width: number;
                }[];
                liked_by_user: boolean;
                likes_count: number;
                moderation?: {
                    reason: string | null;
                    /** @enum {string} */
                    status: "unreported" | "reported" | "under_review" | "review_requested" | "cleared" | "hidden";
                };
                reported_by_user: boolean;
                /** Format: date-time */
                updated_at: string;
            };
            id: string;
            relationships: {
                top_comments: {
                    data: {
                        id: string;
                        type: string;
                    }[];
                };
                user: {
                    data: {
                        id: string;
                        type: string;
                    };
                };
            };
            /** @enum {string} */
            type: "comment";
        };
        CommunitySettings: {
            attributes: {
                /** @description Accounts made after this was switched on use nothing but the session routes until they redeem a code. */
                invitation_required: boolean;
                /**
                 * Format: date-time
                 * @description When an admin last switched the requirement on; older accounts keep their access.
                 */
                invitation_required_since: string | null;
                /** @description How many unredeemed codes a member may hold at once (admins: no limit). */
                open_codes_per_member: number;
            };
            id: string;
            /** @enum {string} */
            type: "community_settings";
        };
        Consent: {
            advertising: boolean;
            analyze: boolean;
            customization: boolean;
            /** Format: uuid */
            id: string;
        };
        Console: {
            attributes: {
                areas: ("dashboard" | "setup" | "content" | "participation" | "moderation" | "members" | "roles" | "nfts" | "shop" | "audit")[];
                /** @enum {string} */
                role: "admin" | "moderator" | "editor";
            };
            id: string;
            /** @enum {string} */
            type: "console";
        };
        Content: {
            attributes: {
                available: boolean;
                available_for: ("logged_out" | "logged_in" | "token_holder" | "nft_holder" | "subscriber" | "buyer")[];
                /** @description Sanitized HTML; null when not available. */
                body: string | null;
                boosted_by_current_user: boolean;
                boosts: string;
                bought_by_user: boolean;
                comments_count: number;
                /** @enum {unknown} */
                content_type: "article" | "image" | "audio" | "video";
                liked_by_user: boolean;
                likes_count: number;
                /** @description The language title, teaser and body are in. */
                locale: string;
                no_crawl: boolean;
                /** @description The unlock price for the buyer audience, base units (× 1e8); null: not for sale. */
                price: string | null;
                /** Format: date-time */
                published_at: string | null;
                slug: string;
                tags: string[];
                teaser: string;
                title: string;
                translated_slugs: {
                    locale: string;
                    slug: string;
                }[];
                unlock_audiences: ("logged_out" | "logged_in" | "token_holder" | "nft_holder" | "subscriber" | "buyer")[];
                /** Format: date-time */
                updated_at: string;
            };
            id: string;
            relationships: {
                category: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "category";
                    } | null;
                };
                hero_medium: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "content_medium";
                    } | null;
                };
                top_comments: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "comment";
                    }[];
                };
            };
            /** @enum {string} */
            type: "content";
        };
        /** @description An image, video, audio file or external embed of a content. */
        ContentMedium: {
            attributes: {
                available: boolean;
                dimensions: {
                    height: number;
                    width: number;
                } | null;
                duration_ms: number | null;
                embed_frame_src: string | null;
                embed_host: string | null;
                external_src: string | null;
                image_renditions: {
                    src: string;
                    width: number;
                }[];
                /** @enum {string} */
                media_type: "image" | "video" | "audio" | "external_media";
                mp4_renditions: {
                    resolution: number;
                    src: string;
                }[];
                oembed_data: {
                    height: number | null;
                    provider_name: string | null;
                    thumbnail_url: string | null;
                    title: string | null;
                    type: string;
                    width: number | null;
                } | null;
                original: string | null;
                /** @enum {string} */
                status: "processing" | "ready" | "failed";
                threeq_media_src: string | null;
                thumbnail: string | null;
            };
            id: string;
            /** @enum {string} */
            type: "content_medium";
        };
        Country: {
            attributes: {
                flag: string;
                iso_code: string;
                name: string;
            };
            /** @description The ISO 3166-1 alpha-2 code. */
            id: string;
            /** @enum {string} */
            type: "country";
        };
        CurrentUser: {
            attributes: {
                actions_address: string | null;
                admin_wallet_address: string | null;
                avatar_thumbnail: string | null;
                blocked_by_current_user: boolean;
                common_chat_conversation_id: string | null;
                /** Format: date-time */
                created_at: string;
                current_user_blocked_by_user: boolean;
                display_name: string;
                email: string | null;
                /** @description Base units (8 decimals), as a string. */
                frozen_tokens: string;
                hero_medium_image: string | null;
                /** @description The instance requires an invitation and this user has redeemed none: only the session routes and POST /v2/invitation_codes/redeem answer them. */
                invitation_required: boolean;
                /** Format: date */
                last_day_active: string | null;
                locale: string;
                nft_address: string | null;
                nft_trading_help_seen: boolean;
                /** @description JSON as a string. */
                notification_token: string | null;
                /** @description JSON object as a string. */
                oembed_consent: string | null;
                open_notifications: number;
                paid_subscription: boolean;
                path_to_profile: string;
                skip_boost_modal: boolean;
                slug: string;
                /** @enum {string} */
                status: "unlocked" | "locked" | "banned";
                token_contract: string | null;
                uid: string;
                uses_hotwallet: boolean;
                verified: boolean;
                wallet_address: string | null;
                /** Format: date-time */
                welcomed_at: string | null;
            };
            id: string;
            relationships: {
                organization: {
                    data: {
                        id: string;
                        type: string;
                    } | null;
                };
                /** @description The user's profile field answers (user_profile_field records in included). */
                user_profile_fields?: {
                    data: {
                        id: string;
                        type: string;
                    }[];
                };
            };
            /** @enum {string} */
            type: "user";
        };
        Dashboard: {
            attributes: {
                /** @description Each bucket's first day (UTC); weeks start on Monday */
                buckets: string[];
                from: string;
                /** @enum {string} */
                interval: "day" | "week";
                /** @description Counts per bucket; the *_tokens series are token sums in base units (decimal text) */
                series: {
                    active_fans: number[];
                    boosts: number[];
                    chat_messages: number[];
                    comments: number[];
                    contents: number[];
                    event_registrations: number[];
                    ideas: number[];
                    likes: number[];
                    questions: number[];
                    reports_handled: number[];
                    reports_opened: number[];
                    signups: number[];
                    token_votes: number[];
                    unlocks: number[];
                    votes: number[];
                } & {
                    boost_tokens: string[];
                    token_vote_tokens: string[];
                    unlock_tokens: string[];
                };
                to: string;
                /** @description Sums over the period; active_fans is the busiest bucket's count, not a sum */
                totals: {
                    active_fans: number;
                    boosts: number;
                    chat_messages: number;
                    comments: number;
                    contents: number;
                    event_registrations: number;
                    ideas: number;
                    likes: number;
                    questions: number;
                    reports_handled: number;
                    reports_opened: number;
                    signups: number;
                    token_votes: number;
                    unlocks: number;
                    votes: number;
                } & {
                    boost_tokens: string;
                    token_vote_tokens: string;
                    unlock_tokens: string;
                };
            };
            id: string;
            /** @enum {string} */
            type: "dashboard";
        };
        /** @description The error body: message, stable code and field messages. */
        ErrorBody: {
            code: string;
            error: string;
            errors: {
                full_messages: string[];
            } & {
                [key: string]: string[];
            };
        };
        Event: {
            attributes: {
                /** @description Places; null: unlimited. */
                capacity: number | null;
                comments_count: number;
                /** @description Sanitized HTML. */
                description: string;
                /** Format: date-time */
                ends_at: string | null;
                location: string | null;
                /** @description ends_at, or else starts_at, is in the future. */
                open: boolean;
                /** @description Null without a capacity. */
                places_left: number | null;
                published: boolean;
                registered_count: number;
                /** @description Registering and unregistering: until the event starts. */
                registration_open: boolean;
                /** @description The viewer's registration (null: none, or a guest). */
                registration_status: ("registered" | "waiting") | (never | null);
                /** @description The canonical slug. */
                slug: string;
                /** Format: date-time */
                starts_at: string;
                title: string;
                /** @description The slug per language; the event answers to each of them. */
                translated_slugs: {
                    locale: string;
                    slug: string;
                }[];
                waiting_count: number;
                /** @description The viewer's place on the waiting list (1: next), null unless waiting. */
                waiting_position: number | null;
            };
            id: string;
            relationships: {
                hero_medium: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "content_medium";
                    } | null;
                };
                top_comments: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "comment";
                    }[];
                };
            };
            /** @enum {string} */
            type: "event";
        };
        EventRegistration: {
            attributes: {
                /** Format: date-time */
                created_at: string;
                /** @description The place in the waiting list (1 = next). */
                position: number | null;
                /** @enum {unknown} */
                status: "registered" | "waiting";
                user: {
                    display_name: string;
                    id: string;
                    slug: string;
                };
            };
            id: string;
            /** @enum {string} */
            type: "event_registration";
        };
        FanGroup: {
            attributes: {
                /** @enum {string} */
                acceptance_status: "rejected" | "submitted" | "accepted";
                /** @enum {string} */
                access: "publicly_accessible" | "privately_accessible";
                /** Format: date-time */
                created_at: string;
                /** @description The viewer's pending membership is an invitation (not a request to join): joining accepts it, leaving declines it. */
                current_user_invited: boolean;
                /** @description The operations of the rule table (docs/COMMUNITY.md) the viewer may do in this group. */
                current_user_permissions: string[];
                /**
                 * @description The viewer's role (null: no membership, or a guest).
                 * @enum {string|null}
                 */
                current_user_role: "member" | "writer" | "moderator" | "admin" | "owner" | "pending" | null;
                /** @enum {string|null} */
                current_user_status: "pending" | "active" | "rejected" | "canceled" | "left" | "banned" | "muted" | null;
                /** @description Sanitized HTML. */
                description: string;
                featured: boolean;
                /** @enum {string} */
                feed_visibility: "members_posts" | "writers_posts" | "moderators_posts" | "admins_posts" | "owners_posts";
                group_posts_count: number;
                image_url: string | null;
                /** @description Active members (the active list). */
                members_count: number;
                name: string;
                /**
                 * @description For instance admins (null for everyone else): mixed_scripts when the name mixes scripts confusably (UTS #39); a warning, not a refusal.
                 * @enum {string|null}
                 */
                name_warning: "mixed_scripts" | null;
                pending_count: number;
                /** @enum {string} */
                post_creation: "all_users_can_post" | "only_authorized_can_post";
                /** @enum {string} */
                post_visibility: "all_users" | "only_members";
                /** @description The group's words and '-{id}'; the id after the last hyphen finds it. */
                slug: string;
                /** Format: date-time */
                updated_at: string;
                /** @enum {string} */
                visibility: "publicly_visible" | "privately_visible";
            };
            id: string;
            relationships: {
                owner: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "user";
                    } | null;
                };
                top_group_posts: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "group_post";
                    }[];
                };
            };
            /** @enum {string} */
            type: "fan_group";
        };
        FanGroupSettings: {
            attributes: {
                /** @description New groups are submitted and wait for an admin to accept them (default true). */
                review_new_groups: boolean;
            };
            id: string;
            /** @enum {string} */
            type: "fan_group_settings";
        };
        FanGroupUser: {
            attributes: {
                /** Format: date-time */
                created_at: string;
                /** @description A pending invitation (the invitee joins to accept it). */
                invited: boolean;
                /** @enum {string} */
                role: "member" | "writer" | "moderator" | "admin" | "owner" | "pending";
                /** @enum {string} */
                status: "pending" | "active" | "rejected" | "canceled" | "left" | "banned" | "muted";
                /** Format: date-time */
                updated_at: string;
            };
            id: string;
            relationships: {
                fan_group: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "fan_group";
                    };
                };
                user: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "user";
                    };
                };
            };
            /** @enum {string} */
            type: "fan_group_user";
        };
        FeedItem: {
            attributes: {
                /**
                 * Format: date-time
                 * @description When the item was posted or published.
                 */
                created_at: string;
                /** @enum {string} */
                item_type: "feed_post" | "group_post" | "content" | "voting" | "ideation_mission" | "ama_session";
            };
            /** @description <item_type>-<item id> */
            id: string;
            relationships: {
                item: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "feed_post" | "group_post" | "content" | "voting" | "ideation_mission" | "ama_session";
                    };
                };
            };
            /** @enum {string} */
            type: "feed_item";
        };
        FeedParticipation: {
            attributes: {
                /** Format: date-time */
                ends_at: string;
                /** Format: date-time */
                published_at: string | null;
                slug: string;
                title: string;
            };
            id: string;
            /** @enum {string} */
            type: "voting" | "ideation_mission" | "ama_session";
        };
        FeedPost: {
            attributes: {
                /** @description Sanitized HTML; mentions are links with data-mention="{user id}". */
                body: string;
                boosted_by_current_user: boolean;
                /** @description Base units (8 decimals), as a string. */
                boosts: string;
                comments_count: number;
                contract_address: string | null;
                /** Format: date-time */
                created_at: string;
                /** @description The author, and for group posts the moderators of the group who outrank the author. */
                deletable: boolean;
                /** @description The viewer may edit it (PUT): its author, for a group post only while they may still post in the group (muted or gone: false). */
                editable: boolean;
                /** Format: date-time */
                edited_at: string | null;
                id: string;
                images: {
                    height: number;
                    src: string;
                    width: number;
                }[];
                /** @description Base units (8 decimals), as a string. */
                initial_boost: string;
                liked_by_user: boolean;
                likes_count: number;
                moderation?: {
                    reason: string | null;
                    /** @enum {string} */
                    status: "unreported" | "reported" | "under_review" | "review_requested" | "cleared" | "hidden";
                };
                reported_by_user: boolean;
                /** @description The body's first words and '-{id}'; the id after the last hyphen finds it. */
                slug: string;
                /** Format: date-time */
                updated_at: string;
            };
            id: string;
            relationships: {
                /** @description The users the body mentions (in included), so their profiles can be linked. */
                mentioned_users: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "user";
                    }[];
                };
                /** @description The NFTs the post shows, in their order (in included with their nft_medium), while the module nfts is on (docs/NFTS.md "NFTs in posts"). */
                nfts: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "nft";
                    }[];
                };
                top_comments: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "comment";
                    }[];
                };
                user: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "user";
                    };
                };
            };
            /** @enum {string} */
            type: "feed_post";
        };
        GroupPost: {
            attributes: {
                /** @description Sanitized HTML; mentions are links with data-mention="{user id}". */
                body: string;
                boosted_by_current_user: boolean;
                /** @description Base units (8 decimals), as a string. */
                boosts: string;
                comments_count: number;
                contract_address: string | null;
                /** Format: date-time */
                created_at: string;
                /** @description The author, and for group posts the moderators of the group who outrank the author. */
                deletable: boolean;
                /** @description The viewer may edit it (PUT): its author, for a group post only while they may still post in the group (muted or gone: false). */
                editable: boolean;
                /** Format: date-time */
                edited_at: string | null;
                id: string;
                images: {
                    height: number;
                    src: string;
                    width: number;
                }[];
                /** @description Base units (8 decimals), as a string. */
                initial_boost: string;
                liked_by_user: boolean;
                likes_count: number;
                moderation?: {
                    reason: string | null;
                    /** @enum {string} */
                    status: "unreported" | "reported" | "under_review" | "review_requested" | "cleared" | "hidden";
                };
                reported_by_user: boolean;
                /** @description The body's first words and '-{id}'; the id after the last hyphen finds it. */
                slug: string;
                /** Format: date-time */
                updated_at: string;
            };
            id: string;
            relationships: {
                fan_group: {
                    data: {
                        id: string;
                        /** @description The group's name, so a list of posts (the feed) names its groups. */
                        name: string;
                        slug: string;
                        /** @enum {string} */
                        type: "fan_group";
                    };
                };
                /** @description The users the body mentions (in included), so their profiles can be linked. */
                mentioned_users: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "user";
                    }[];
                };
                /** @description The NFTs the post shows, in their order (in included with their nft_medium), while the module nfts is on (docs/NFTS.md "NFTs in posts"). */
                nfts: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "nft";
                    }[];
                };
                top_comments: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "comment";
                    }[];
                };
                user: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "user";
                    };
                };
            };
            /** @enum {string} */
            type: "group_post";
        };
        IconsDocument: {
            [key: string]: string;
        };
        Idea: {
            attributes: {
                /** @description Sanitized HTML. */
                body: string;
                boosted_by_current_user: boolean;
                /** @description Base units (8 decimals), as a string. */
                boosts: string;
                comments_count: number;
                contract_address: string | null;
                /** Format: date-time */
                created_at: string;
                /** @description True for the author while the mission is open. */
                editable: boolean;
                /** Format: date-time */
                edited_at: string | null;
                id: string;
                images: {
                    height: number;
                    src: string;
                    width: number;
                }[];
                /** @description Base units (8 decimals), as a string. */
                initial_boost: string;
                liked_by_user: boolean;
                likes_count: number;
                moderation?: {
                    reason: string | null;
                    /** @enum {string} */
                    status: "unreported" | "reported" | "under_review" | "review_requested" | "cleared" | "hidden";
                };
                reported_by_user: boolean;
                /** @description <title words>-<id> */
                slug: string;
                /**
                 * @description The club acceptance status, verbatim.
                 * @enum {unknown}
                 */
                status: "submitted" | "active" | "expired" | "successfull" | "rejected" | "accepted" | "implemented";
                title: string;
                /** Format: date-time */
                updated_at: string;
            };
            id: string;
            relationships: {
                ideation_mission: {
                    data: {
                        id: string;
                        slug: string;
                        /** @enum {string} */
                        type: "ideation_mission";
                    };
                };
                top_comments: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "comment";
                    }[];
                };
                user: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "user";
                    };
                };
            };
            /** @enum {string} */
            type: "idea";
        };
        IdeationMission: {
            attributes: {
                /** @description Sanitized HTML. */
                description: string;
                /** Format: date-time */
                ends_at: string;
                ideas_count: number;
                /** @description ends_at is in the future. */
                open: boolean;
                published: boolean;
                slug: string;
                title: string;
            };
            id: string;
            relationships: {
                hero_medium: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "content_medium";
                    } | null;
                };
                top_ideas: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "idea";
                    }[];
                };
            };
            /** @enum {string} */
            type: "ideation_mission";
        };
        /** @description The instance's editable configuration (docs/CONSOLE.md "Instance setup"). */
        InstanceSetup: {
            attributes: {
                /** @description A colour as #rrggbb. */
                background_color: string;
                /** @description Alias path segment → giveaway id. */
                campaign_aliases: {
                    [key: string]: string;
                };
                /** @description The web manifest's description. */
                description: string;
                /**
                 * @description The web manifest's display mode.
                 * @enum {string}
                 */
                display: "standalone" | "fullscreen" | "minimal-ui" | "browser";
                feature_flags: {
                    [key: string]: boolean;
                };
                /** @description Icons added or replaced by name: SVG path data on a 24×24 grid. */
                icons: {
                    [key: string]: string;
                };
                languages: {
                    default: string;
                    /** @description A subset of en, de, it. */
                    options: string[];
                };
                /** @description The logo's SVG path data on a 24×24 grid (icons.json's `logo`), or null for the app's own. */
                logo: string | null;
                modules: {
                    chat: boolean;
                    contents: boolean;
                    events: boolean;
                    home: boolean;
                    nfts: {
                        enabled: boolean;
                        nftGiftingDailyLimit: number;
                        nftTrading: boolean;
                    };
                    notifications: boolean;
                    organizations: {
                        displayList: boolean;
                        enabled: boolean;
                    };
                    participate: {
                        ama: boolean;
                        crowdsourcing: boolean;
                        voting: boolean;
                    };
                    postToFeed: {
                        enabled: boolean;
                    };
                    shop: boolean;
                    spaces: boolean;
                };
                name: string;
                options: {
                    encourageFanIdWalletCreation: boolean;
                    hideCookieConsent: boolean;
                    registered_users_only: {
                        enabled: boolean;
                    };
                };
                /** @description Route words that differ from the built-in ones: key → path segment. */
                route_words: {
                    [key: string]: string;
                };
                short_name: string;
                /** @description A colour as #rrggbb. */
                theme_color: string;
                /** @description Overrides of built-in texts per locale: dotted key → text. */
                translations: {
                    de?: {
                        [key: string]: string;
                    };
                    en?: {
                        [key: string]: string;
                    };
                    it?: {
                        [key: string]: string;
                    };
                };
                /** Format: date-time */
                updated_at: string | null;
                /** @description The saved version; a save names it as the version its draft started from. */
                version: number;
            };
            id: string;
            /** @enum {string} */
            type: "instance_setup";
        };
        InstanceVersion: {
            attributes: {
                actor: {
                    display_name: string | null;
                    id: string;
                    slug: string | null;
                } | null;
                /** @description The paths this version changed (at most 50, then "…"). */
                changes: string[];
                /** Format: date-time */
                created_at: string;
                /** @description The version whose configuration a rollback saved again. */
                rolled_back_from: number | null;
                version: number;
            };
            id: string;
            /** @enum {string} */
            type: "instance_version";
        };
        InvitationCode: {
            attributes: {
                code: string;
                /** Format: date-time */
                created_at: string;
                /** @enum {string} */
                invitation_type: "from_owner" | "from_admin" | "from_member";
                /** @description The code has an invitee. */
                redeemed: boolean;
                /** Format: date-time */
                redeemed_at: string | null;
            };
            id: string;
            relationships: {
                invitee: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "user";
                    } | null;
                };
            };
            /** @enum {string} */
            type: "invitation_code";
        };
        InvitationCodeRedemption: {
            attributes: {
                code: string;
                /** @enum {string} */
                invitation_type: "from_owner" | "from_admin" | "from_member";
                /** Format: date-time */
                redeemed_at: string;
            };
            id: string;
            relationships: {
                invitation_code: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "invitation_code";
                    };
                };
                invitee: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "user";
                    };
                };
            };
            /** @enum {string} */
            type: "invitation_code_redemption";
        };
        Like: {
            attributes: {
                liked_by_user: boolean;
                liked_id: string;
                liked_type: string;
                likes_count: number;
            };
            /** @description <liked_type>-<liked_id> */
            id: string;
            /** @enum {string} */
            type: "like";
        };
        MenuItem: {
            attributes: {
                app_name: string | null;
                icon: string | null;
                menu_position: "sidebar_top" | "sidebar" | "bottom_bar" | "mobile_bar";
                menu_type: "single_page" | "collection" | "link" | "app_integration" | "resource" | "iframe";
                sort_order: number;
                target: string | null;
                title: string;
            };
            id: string;
            relationships: Record<string, never>;
            /** @enum {string} */
            type: "menu_item";
        };
        Moderation: {
            attributes: {
                reason: string | null;
                resource_id: string;
                resource_type: string;
                /** @enum {string} */
                status: "unreported" | "reported" | "under_review" | "review_requested" | "cleared" | "hidden";
            };
            /** @description "{resource_type}-{resource_id}" */
            id: string;
            /** @enum {string} */
            type: "moderation";
        };
        ModerationItem: {
            attributes: {
                author: {
                    avatar_thumbnail: string | null;
                    display_name: string;
                    id: string;
                    slug: string;
                    verified: boolean;
                };
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                decided_at: string | null;
                /** @description The plain text of the item (its title first), shortened. */
                excerpt: string;
                /** Format: date-time */
                last_reported_at: string;
                location: {
                    /** @description The app's path to the item (or the page it is on). */
                    path: string | null;
                    resource: {
                        id: string;
                        parent?: {
                            id: string;
                            slug?: string;
                            type: string;
                        };
                        slug?: string;
                        type: string;
                    };
                    /** @description For a comment: the resource its thread hangs on, with its own parent. */
                    thread: {
                        id: string;
                        parent?: {
                            id: string;
                            slug?: string;
                            type: string;
                        };
                        slug?: string;
                        type: string;
                    } | null;
                };
                /** Format: date-time */
                queued_at: string;
                reason: string | null;
                report_types: {
                    count: number;
                    key: string;
                    /** @description The reporters' latest reasons of this type (five at most). */
                    reasons: string[];
                    title: string;
                }[];
                reports_count: number;
                resource_id: string;
                resource_type: string;
                /** Format: date-time */
                review_requested_at: string | null;
                /** @enum {string} */
                status: "unreported" | "reported" | "under_review" | "review_requested" | "cleared" | "hidden";
            };
            /** @description "{resource_type}-{resource_id}" */
            id: string;
            /** @enum {string} */
            type: "moderation_item";
        };
        ModerationLogEntry: {
            attributes: {
                /** Format: date-time */
                created_at: string;
                /** @enum {string} */
                outcome: "hidden" | "cleared";
                reason: string | null;
                resource_type: string;
            };
            id: string;
            /** @enum {string} */
            type: "moderation_log_entry";
        };
        ModuleConfigDocument: {
            campaign_aliases: {
                [key: string]: string;
            };
            feature_flags: {
                [key: string]: boolean;
            };
            /** @description The OpenID Connect provider the app signs in with (docs/ACCOUNTS.md). */
            identity: {
                authorization_endpoint: string;
                client_id: string;
                end_session_endpoint: string;
                issuer: string;
                recovery_url: string;
                registration_url: string;
                token_endpoint: string;
                /** @description The app's sign-in callback path. */
                web_redirect_path: string;
            };
            instance: {
                background_color: string;
                name: string;
                short_name: string;
                theme_color: string;
            };
            modules: {
                chat: boolean;
                contents: boolean;
                events: boolean;
                home: boolean;
                nfts: {
                    enabled: boolean;
                    nftGiftingDailyLimit: number;
                    nftTrading: boolean;
                };
                organizations: {
                    displayList: boolean;
                    enabled: boolean;
                };
                participate: {
                    ama: boolean;
                    crowdsourcing: boolean;
                    voting: boolean;
                };
                postToFeed: {
                    enabled: boolean;
                };
                shop: boolean;
                spaces: boolean;
            };
            options: {
                default_language: string;
                encourageFanIdWalletCreation: boolean;
                hideCookieConsent: boolean;
                language_options: string[];
                registered_users_only: {
                    enabled: boolean;
                };
            };
            version: number;
        };
        /** @description An NFT: a token id of CommunityNFT. */
        Nft: {
            attributes: {
                /** @description The supply. */
                amount: number;
                description: string | null;
                minted: number;
                name: string;
                publicly_visible: boolean;
                /** @enum {string} */
                rarity: "common" | "rare" | "epic" | "legendary";
                /** @description The caller's copies (the listed user's in a user's list); 0 for guests. */
                user_amount: number;
                user_frozen_amount: number;
                video_options: {
                    autoplay: boolean;
                    loop: boolean;
                    show_controls: boolean;
                };
            };
            /** @description The CommunityNFT token id (decimal). */
            id: string;
            relationships: {
                nft_benefits: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "nft_benefit";
                    }[];
                };
                nft_collection: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "nft_collection";
                    } | null;
                };
                nft_medium: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "nft_medium";
                    } | null;
                };
            };
            /** @enum {string} */
            type: "nft";
        };
        /** @description What holders of an NFT may redeem once. */
        NftBenefit: {
            attributes: {
                description: string;
                redeemed: boolean;
                /** @description The code or instructions: only for a holder who redeemed it. */
                secret: string | null;
                title: string;
            };
            id: string;
            /** @enum {string} */
            type: "nft_benefit";
        };
        /** @description A collection of NFTs. */
        NftCollection: {
            attributes: {
                comments_count: number;
                /** @description The CommunityNFT address (EIP-55); empty while the chain is not up. */
                contract_address: string;
                cover_image: string | null;
                description: string | null;
                name: string;
                /** @description Its publicly visible NFTs. */
                nfts_count: number;
                slug: string;
                translated_slugs: {
                    [key: string]: string;
                };
            };
            id: string;
            relationships: {
                public_blockchain_network: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "public_blockchain_network";
                    } | null;
                };
            };
            /** @enum {string} */
            type: "nft_collection";
        };
        /** @description An NFT's image or video (public). */
        NftMedium: {
            attributes: {
                dimensions: {
                    height: number;
                    width: number;
                } | null;
                file_hash: string;
                /** @enum {string} */
                media_type: "video" | "image";
                original: string;
                poster: string | null;
                threeq_output: {
                    progressive: {
                        resolution: number;
                        url: string;
                    }[];
                };
                /** @description Unix seconds. */
                timestamp: number;
                /** @description Contains [HASH] and [TimeStamp], filled from file_hash and timestamp. */
                url_template: string;
            };
            id: string;
            /** @enum {string} */
            type: "nft_medium";
        };
        /** @description One move of an NFT's copies (its provenance). */
        NftMove: {
            attributes: {
                amount: number;
                at: string;
                from_address: string;
                /** @enum {string} */
                kind: "mint" | "gift" | "trade" | "transfer_out" | "transfer";
                to_address: string;
                tx_hash: string;
            };
            id: string;
            relationships: {
                from_user: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "user";
                    } | null;
                };
                to_user: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "user";
                    } | null;
                };
            };
            /** @enum {string} */
            type: "nft_move";
        };
        /** @description A trade request: NFTs its owner offers for NFTs it wants. */
        NftTradeRequest: {
            attributes: {
                /** @description The caller is not its owner, it is open, and the caller can give every wanted NFT. */
                can_fulfil: boolean;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                fulfilled_at: string | null;
                message: string | null;
                /** @description NFTs (token ids) with their copies. */
                offered: {
                    amount: number;
                    nft_id: string;
                }[];
                /** @description `{owner's slug}-{id}`: the id is the text after the last hyphen. */
                slug: string;
                /** @enum {string} */
                status: "open" | "fulfilled" | "withdrawn" | "deleted";
                /** @description NFTs (token ids) with their copies. */
                wanted: {
                    amount: number;
                    nft_id: string;
                }[];
                withdrawn_reason: string | null;
            };
            id: string;
            relationships: {
                fulfilled_by: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "user";
                    } | null;
                };
                nfts: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "nft";
                    }[];
                };
                user: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "user";
                    };
                };
            };
            /** @enum {string} */
            type: "nft_trade_request";
        };
        /** @description A signed transfer pass of NFT copies to an outside address. */
        NftTransfer: {
            attributes: {
                amount: number;
                chain_id: number;
                /** @description CommunityNFT, the contract whose transferWithPass takes the pass. */
                contract_address: string;
                /** @description The holder's address (EIP-55): the pass's `from`, and its submitter. */
                from: string;
                /** @description The NFT's metadata URI. */
                metadata_uri: string;
                nft_id: string;
                nonce: string;
                /** @description The pass signer's EIP-712 signature of the pass. */
                signature: string;
                status: "issued" | "used" | "expired";
                /** @description True for a hot wallet: the server sent transferWithPass itself (see the transaction). */
                submitted_by_server: boolean;
                /** @description The target address (EIP-55). */
                to: string;
                token_id: string;
                transfer_network_id: string;
                tx_hash: string | null;
                /** @description Unix seconds; the chain refuses the pass after it. */
                valid_until_unix: number;
            };
            /** @description The pass id, which is its nonce on CommunityNFT (decimal). */
            id: string;
            relationships: {
                transaction: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "transaction";
                    } | null;
                };
            };
            /** @enum {string} */
            type: "nft_transfer";
        };
        Notification: {
            attributes: {
                /** Format: date-time */
                created_at: string;
                /** @description The kind: chat_message.received, comment.replied, announcement ... */
                key: string;
                /** Format: date-time */
                opened_at: string | null;
                parameters: {
                    actor?: {
                        display_name: string;
                        id: string;
                        slug: string;
                        /** @description The actor's verified badge (notifications since #13). */
                        verified?: boolean;
                    } | null;
                    actors_count?: number;
                    body?: string;
                    prompt_dialog?: {
                        body: string;
                        title: string;
                    } | null;
                    serialized_resource?: ({
                        id: string;
                        parent?: {
                            id: string;
                            slug?: string;
                            type: string;
                        };
                        slug?: string;
                        title?: string;
                        type: string;
                    } & {
                        [key: string]: unknown;
                    }) | null;
                    title?: string;
                } & {
                    [key: string]: unknown;
                };
                /** @description Shown once as a modal by the app (announcements) */
                prompt_dialog: boolean;
                /**
                 * Format: date-time
                 * @description The latest event folded into it
                 */
                updated_at: string;
            };
            id: string;
            /** @enum {string} */
            type: "notification";
        };
        NotificationPreferences: {
            attributes: {
                kinds: {
                    "ama_question.answered": {
                        in_app: boolean;
                        push: boolean;
                    };
                    announcement: {
                        in_app: boolean;
                        push: boolean;
                    };
                    "chat_message.received": {
                        in_app: boolean;
                        push: boolean;
                    };
                    "comment.liked": {
                        in_app: boolean;
                        push: boolean;
                    };
                    "comment.replied": {
                        in_app: boolean;
                        push: boolean;
                    };
                    "content.commented": {
                        in_app: boolean;
                        push: boolean;
                    };
                    "event.waitlist_promoted": {
                        in_app: boolean;
                        push: boolean;
                    };
                    "fan_group.invited": {
                        in_app: boolean;
                        push: boolean;
                    };
                    "fan_group.join_approved": {
                        in_app: boolean;
                        push: boolean;
                    };
                    "feed_post.mentioned": {
                        in_app: boolean;
                        push: boolean;
                    };
                    "group_post.mentioned": {
                        in_app: boolean;
                        push: boolean;
                    };
                    "idea.status_changed": {
                        in_app: boolean;
                        push: boolean;
                    };
                    "moderation.item_cleared": {
                        in_app: boolean;
                        push: boolean;
                    };
                    "moderation.item_hidden": {
                        in_app: boolean;
                        push: boolean;
                    };
                    "moderation.report_cleared": {
                        in_app: boolean;
                        push: boolean;
                    };
                    "moderation.report_hidden": {
                        in_app: boolean;
                        push: boolean;
                    };
                    "nft_trade_request.trade_success": {
                        in_app: boolean;
                        push: boolean;
                    };
                    "nft_trade_request.trades_removed": {
                        in_app: boolean;
                        push: boolean;
                    };
                    "nft.gifted": {
                        in_app: boolean;
                        push: boolean;
                    };
                    "user_order.created": {
                        in_app: boolean;
                        push: boolean;
                    };
                    "user_order.failed": {
                        in_app: boolean;
                        push: boolean;
                    };
                };
                quiet_end: string | null;
                quiet_start: string | null;
                time_zone: string;
            };
            /** @description The user id */
            id: string;
            /** @enum {string} */
            type: "notification_preferences";
        };
        Organization: {
            attributes: {
                name: string;
            };
            id: string;
            /** @enum {string} */
            type: "organization";
        };
        OrganizationDetail: {
            attributes: {
                /** Format: date-time */
                created_at: string;
                /** @enum {string|null} */
                current_user_role: "member" | "admin" | null;
                /** @description Sanitized HTML. */
                description: string;
                /** @description The viewer may edit it (its admins, instance admins). */
                editable: boolean;
                hero_url: string | null;
                logo_url: string | null;
                name: string;
                /** @description The viewer may rename it (not its admins once accepted). */
                name_editable: boolean;
                /**
                 * @description For instance admins (null for everyone else): mixed_scripts when the name mixes scripts confusably (UTS #39); a warning, not a refusal.
                 * @enum {string|null}
                 */
                name_warning: "mixed_scripts" | null;
                sponsor: boolean;
                /** @enum {string} */
                status: "submitted" | "accepted" | "rejected";
                /** Format: date-time */
                updated_at: string;
                users_count: number;
                website_url: string | null;
            };
            id: string;
            relationships: {
                organization_media: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "organization_medium";
                    }[];
                };
                sponsor_medium: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "sponsor_medium";
                    } | null;
                };
            };
            /** @enum {string} */
            type: "organization";
        };
        OrganizationMedium: {
            attributes: {
                /** @enum {string} */
                kind: "logo" | "hero";
                url: string;
            };
            /** @description {organization id}-logo or {organization id}-hero. */
            id: string;
            relationships: {
                organization: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "organization";
                    };
                };
            };
            /** @enum {string} */
            type: "organization_medium";
        };
        OrganizationUser: {
            attributes: {
                /** Format: date-time */
                created_at: string;
                /** @enum {string} */
                role: "member" | "admin";
            };
            id: string;
            relationships: {
                organization: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "organization";
                    };
                };
                user: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "user";
                    };
                };
            };
            /** @enum {string} */
            type: "organization_user";
        };
        ProfileField: {
            attributes: {
                /** @enum {string} */
                field_type: "text" | "select" | "country";
                is_multi: boolean;
                key: string;
                name: string;
                position: number;
                required: boolean;
            };
            id: string;
            relationships: {
                profile_field_options: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "profile_field_option";
                    }[];
                };
            };
            /** @enum {string} */
            type: "profile_field";
        };
        ProfileFieldOption: {
            attributes: {
                name: string;
                position: number;
            };
            id: string;
            relationships: {
                profile_field: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "profile_field";
                    };
                };
            };
            /** @enum {string} */
            type: "profile_field_option";
        };
        PublicBlockchainNetwork: {
            attributes: {
                /** @description The community token contract. */
                address: string;
                block_explorer_url: string | null;
                chain_id: number;
                chain_name: string;
                native_currency_params: {
                    decimals: number;
                    name: string;
                    symbol: string;
                };
                /** @description JSON-RPC URL (this server): reads, and linked wallets' own signed calls to the community contracts. */
                wallet_blockchain_url: string;
                /** @description Where the self-custody wallet frame is served (its pages are `{wallet_frame_url}/{page}`); relative to the app when it is served beside it. */
                wallet_frame_url: string;
            };
            id: string;
            /** @enum {string} */
            type: "public_blockchain_network";
        };
        PublicProfile: {
            attributes: {
                avatar_thumbnail: string | null;
                blocked_by_current_user: boolean;
                common_chat_conversation_id: string | null;
                current_user_blocked_by_user: boolean;
                daily_nft_gift_count: number;
                display_name: string;
                hero_medium_image: string | null;
                nft_trade_info: {
                    has_tradable_duplicates: boolean;
                };
                path_to_profile: string;
                slug: string;
                /** @enum {string} */
                status: "unlocked" | "locked" | "banned";
                uid: string;
                verified: boolean;
                wallet_address: string | null;
            };
            id: string;
            relationships: {
                organization: {
                    data: {
                        id: string;
                        type: string;
                    } | null;
                };
            };
            /** @enum {string} */
            type: "user";
        };
        RoutesDocument: {
            [key: string]: string;
        };
        SponsorMedium: {
            attributes: {
                link: string | null;
                name: string;
                url: string;
            };
            /** @description The organization id. */
            id: string;
            relationships: {
                organization: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "organization";
                    };
                };
            };
            /** @enum {string} */
            type: "sponsor_medium";
        };
        State: {
            attributes: {
                country_code: string;
                iso_code: string;
                name: string;
            };
            /** @description `{country}-{state}`. */
            id: string;
            /** @enum {string} */
            type: "state";
        };
        StaticPage: {
            attributes: {
                /** @description Sanitized HTML. */
                body: string;
                comments_count: number;
                description: string;
                /** @description The language title and body are in. */
                locale: string;
                menu_slug: string | null;
                no_crawl: boolean;
                slug: string;
                title: string;
                translated_slugs: {
                    locale: string;
                    slug: string;
                }[];
                /** Format: date-time */
                updated_at: string;
            };
            id: string;
            relationships: {
                top_comments: {
                    data: {
                        id: string;
                        type: string;
                    }[];
                };
            };
            /** @enum {string} */
            type: "static_page";
        };
        /** @description A ring of open trade requests that satisfy each other. */
        TradeGroup: {
            attributes: {
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                executed_at: string | null;
                /** @enum {string} */
                status: "open" | "executed" | "stale";
                /** @description The legs: who gives which NFT to whom, for which request (each request gets its wanted NFTs). */
                trade_data: {
                    amount: number;
                    from_user_id: string;
                    nft_id: string;
                    request_id: string;
                    to_user_id: string;
                }[];
                trade_group_id: string;
            };
            id: string;
            relationships: {
                nft_trade_requests: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "nft_trade_request";
                    }[];
                };
            };
            /** @enum {string} */
            type: "trade_group";
        };
        Transaction: {
            attributes: {
                /** @description Base units (× 1e8), as a decimal string. */
                amount: string;
                completed_at: string | null;
                created_at: string;
                error: string | null;
                event_name: string;
                from: string | null;
                option: string | null;
                ordered_nft_id: string | null;
                to: string | null;
                tx_hash: string | null;
                tx_status: "pending" | "complete" | "failed";
            };
            id: string;
            /** @enum {string} */
            type: "transaction";
        };
        TranslationKey: {
            attributes: {
                /** @description The built-in English text. */
                en: string;
                key: string;
                locale: string;
                /** @description Whether the locale's built-in texts lack the key. */
                missing: boolean;
                /** @description The instance's text, or null. */
                override: string | null;
                /** @description The locale's built-in text (null when missing). */
                text: string | null;
            };
            id: string;
            /** @enum {string} */
            type: "translation_key";
        };
        TranslationsDocument: {
            [key: string]: unknown;
        };
        UgcReport: {
            attributes: {
                reportable_id: string;
                reportable_type: string;
                /** @enum {string} */
                status: "reported";
            };
            id: string;
            /** @enum {string} */
            type: "ugc_report";
        };
        UgcReportType: {
            attributes: {
                key: string;
                title: string;
            };
            id: string;
            /** @enum {string} */
            type: "ugc_report_type";
        };
        UserBlockState: {
            attributes: {
                blocked_by_current_user: boolean;
                current_user_blocked_by_user: boolean;
            };
            id: string;
            /** @enum {string} */
            type: "user";
        };
        UserMedium: {
            attributes: {
                /** Format: date-time */
                created_at: string;
                /** @description The URL of the stored image (WebP). */
                file: string;
                height: number;
                width: number;
            };
            id: string;
            /** @enum {string} */
            type: "user_medium";
        };
        UserProfileField: {
            attributes: {
                /** @description text: the text; select: the option id; country: the ISO 3166-1 alpha-2 code. */
                value: string;
            };
            id: string;
            relationships: {
                profile_field: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "profile_field";
                    };
                };
            };
            /** @enum {string} */
            type: "user_profile_field";
        };
        UserSummary: {
            attributes: {
                avatar_thumbnail: string | null;
                display_name: string;
                slug: string;
                verified: boolean;
            };
            id: string;
            /** @enum {string} */
            type: "user";
        };
        Voting: {
            attributes: {
                comments_count: number;
                contract_address: string | null;
                /** @description Sanitized HTML. */
                description: string;
                /** Format: date-time */
                ends_at: string;
                id: string;
                /** @description How many options one tokenless ballot may choose. */
                max_choices: number;
                /** @description ends_at is in the future. */
                open: boolean;
                /** @description Sorted by votes descending. */
                options: {
                    id: string;
                    value: string;
                    /** @description Ballots (tokenless) or voted tokens. Base units, as a string. */
                    votes: string;
                }[];
                published: boolean;
                share_distribution: {
                    /** @description The locked part of a token vote, as a percentage. */
                    deposit_share: number | null;
                };
                slug: string;
                title: string;
                /** Format: date-time */
                unlocks_tokens_at: string | null;
                /** @description The viewer’s own votes (empty for guests). */
                user_votes: {
                    /** @description "1" per option of a tokenless ballot. Base units, as a string. */
                    amount: string;
                    /** @description amount × deposit_share / 100. Base units, as a string. */
                    locked_amount: string;
                    option_id: string;
                    /** Format: date-time */
                    unlocks_at: string | null;
                    value: string;
                }[];
                voted_by_current_user: boolean;
                voters_count: number;
                /** @description The sum of the options’ votes (ballots of a tokenless voting). Base units, as a string. */
                votes_total: string;
                /** @enum {unknown} */
                voting_type: "tokenless" | "tokenbased_fixed" | "tokenbased_variable";
            };
            id: string;
            relationships: {
                current_user_votes: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "vote";
                    }[];
                };
                hero_medium: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "content_medium";
                    } | null;
                };
                top_comments: {
                    data: {
                        id: string;
                        /** @enum {string} */
                        type: "comment";
                    }[];
                };
            };
            /** @enum {string} */
            type: "voting";
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
