"""Import first in every entry point: nothing here may reach a model hub.

The encoder and its vocabulary come from an installed package's files on disk; these variables make
transformers and huggingface_hub fail instead of downloading should any code path try to.
"""

import os

for _name in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE", "HF_DATASETS_OFFLINE"):
    os.environ[_name] = "1"
os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
