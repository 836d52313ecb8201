# Voila configuration for pitchtutor (loaded from JUPYTER_CONFIG_PATH).
import json
import os

from pitchtutor.serving import (
    POOLS_VARIABLE,
    cell_timeout,
    index_at_root,
    low_latency_websockets,
    refuse_code_from_browsers,
    steady_preheating,
)

low_latency_websockets()
index_at_root()
refuse_code_from_browsers()
steady_preheating()
c.NotebookClient.timeout_func = cell_timeout  # type: ignore[name-defined]  # noqa: F821

if POOLS_VARIABLE in os.environ:  # set by `pitchtutor serve`: each lesson's preheated kernels
    c.VoilaKernelManager.kernel_pools_config = json.loads(os.environ[POOLS_VARIABLE])  # type: ignore[name-defined]  # noqa: F821
