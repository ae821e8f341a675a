"""Schemathesis hooks: what a file input of the portal's API receives.

The document says which media types a file input takes (`encoding.contentType`,
`contentMediaType`); a string of random bytes is no picture, so Schemathesis is told here what
a real file of each type looks like (schemathesis.openapi.media_type). Every picture is a QR
code, so the QR decoder reads each one and the makers and filters draw on any of them.
Loaded through SCHEMATHESIS_HOOKS=schemathesis_media with this folder on PYTHONPATH.
"""

from pathlib import Path

import schemathesis
from hypothesis import strategies as st

import schemathesis_patches  # noqa: F401  (Schemathesis 4.24's own faults, fixed where they would fail this API)

SAMPLES = Path(__file__).with_name("samples")


def sample(name: str) -> st.SearchStrategy[bytes]:
    return st.just(SAMPLES.joinpath(name).read_bytes())


for media_type, name in {
    "image/png": "qr.png",
    "image/jpeg": "qr.jpg",
    "image/webp": "qr.webp",
    "image/gif": "qr.gif",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "dokumen.docx",
    "application/msword": "dokumen.docx",
    "text/csv": "data.csv",
}.items():
    schemathesis.openapi.media_type(media_type, sample(name))


