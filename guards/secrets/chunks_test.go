package secrets

import "testing"

// TestRandomChunks: upper-case names of words, codes and short parts are names; parts that
// mostly read as no word are random chunks, a vowel here and there or not.
func TestRandomChunks(t *testing.T) {
	for _, v := range []string{"QZXK_MPLW_RTVB_KQPZ", "QZXK_MPLW_RTVB", "QZAK_MPLW_RTVB_XHEN", "PRZ_KLQ_MXV_TWB_ZQN",
		"XKCDPLMQ_ZRTVWQNB", "ZQXWK_RTPMN_BVLQZ"} {
		if !randomChunks(v) {
			t.Errorf("%s: taken for a name", v)
		}
	}
	for _, v := range []string{"DEFAULT_API_KEY_HEADER", "AWS_SECRETS_MANAGER", "AZURE_CLIENT_ID", "GOOGLE_APPLICATION_CREDENTIALS",
		"HUGGINGFACE_HUB_TOKEN", "WEBHOOK_SIGNING_SECRET", "SERVICE_ACCOUNT_TOKEN", "PASSWORD_HASHERS", "ASSET_TYPE_DEVICE",
		"ADDRESS_ASSIGNMENT_STATIC", "X_API_KEY_V2", "K7QZ_9XLM_2PR8_VT4W", "QZXKMPLWRTVB", "AWS_KMS_GCP", "SASL_SSL"} {
		if randomChunks(v) {
			t.Errorf("%s: taken for random chunks", v)
		}
	}
}
