# Jupyter server (JupyterLab) configuration for pitchtutor (loaded from JUPYTER_CONFIG_PATH).
from pitchtutor.apps.serving import low_latency_websockets

low_latency_websockets()
