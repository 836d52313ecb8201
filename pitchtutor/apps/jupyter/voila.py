# Voila configuration for pitchtutor (loaded from JUPYTER_CONFIG_PATH).
import json
import os

from pitchtutor.apps import hardening
from pitchtutor.apps.serving import (
    CONFIG_DIR,
    POOLS_VARIABLE,
    cell_timeout,
    compiled_templates_shared,
    index_at_root,
    low_latency_websockets,
    refuse_code_from_browsers,
    steady_preheating,
)

low_latency_websockets()
index_at_root()
refuse_code_from_browsers()
steady_preheating()
compiled_templates_shared()
hardening.install()  # limits, kernels owned by their browser, no listing (SECURITY.md)
# The page template: Voila's "lab" without its links to a CDN (voila/templates/pitchtutor/).
# Its folder is found on the Jupyter data path, which this configuration extends itself, so
# the template and the setting that names it cannot be separated.
os.environ["JUPYTER_PATH"] = os.pathsep.join(filter(None, [str(CONFIG_DIR), os.environ.get("JUPYTER_PATH")]))
c.VoilaConfiguration.template = "pitchtutor"  # type: ignore[name-defined]  # noqa: F821
c.NotebookClient.timeout_func = cell_timeout  # type: ignore[name-defined]  # noqa: F821
# Kernels talk to the server over Unix sockets in the server's runtime folder, not TCP ports on
# loopback: no port two starting kernels can both pick (a kernel that lost that race restarted
# on new ports while its page waited for it forever), and no port another local user may reach.
c.KernelManager.transport = "ipc"  # type: ignore[name-defined]  # noqa: F821

if POOLS_VARIABLE in os.environ:  # set by `pitchtutor serve`: each lesson's preheated kernels
    c.VoilaKernelManager.kernel_pools_config = json.loads(os.environ[POOLS_VARIABLE])  # type: ignore[name-defined]  # noqa: F821

# Only the JupyterLab extensions the lessons use reach the page: others installed
# alongside (jupyter-server-proxy's on JupyterHub, say) can break a Voila page.
c.VoilaConfiguration.extension_allowlist = [  # type: ignore[name-defined]  # noqa: F821
    "@voila-dashboards/widgets-manager8",  # Voila's own widget manager, itself an extension
    "anywidget",
    "@jupyter-widgets/jupyterlab-manager",
    "jupyterlab_pygments",
]
