-- A session's recent authentication for a sensitive step (/oms/sms/V2/check/token): a code the
-- session's user confirmed for an authorization reason, and when.
CREATE TABLE "session_verifications" (
	"token_hash" varchar(64) NOT NULL,
	"reason" varchar(200) NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_verifications_token_hash_reason_pk" PRIMARY KEY("token_hash","reason")
);
