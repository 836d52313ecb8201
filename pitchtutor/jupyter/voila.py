# Voila configuration for pitchtutor (loaded from JUPYTER_CONFIG_PATH).
from pitchtutor.serving import index_at_root, low_latency_websockets, refuse_code_from_browsers

low_latency_websockets()
index_at_root()
refuse_code_from_browsers()
