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



# Schemathesis 4.24 builds a form body whose file input lists several types in `encoding.contentType`
# (features/upload: png, jpeg, gif, webp; tools/convert: doc, docx) through its own builder, which in
# negative mode drops the record of what it mutated: every negative case of such an operation is then
# discarded, Hypothesis's `filter_too_much` health check fails and fuzzing stops. A file whose list
# holds one type (image/*) takes Schemathesis's standard negative path, which keeps that record. So
# in negative mode, a body whose typed inputs are all files (whose real samples negative mode skips
# anyway) takes the standard path too; positive mode still sends the real files above.
from schemathesis.specs.openapi import _hypothesis as _generation  # noqa: E402
from schemathesis.specs.openapi.negative.utils import is_binary_format  # noqa: E402

_form_with_encoding = _generation._build_form_strategy_with_encoding


def _form_strategy(parameter, operation, generation_config, generation_mode, constants_value_source=None):
    schema = parameter.optimized_schema
    properties = schema.get("properties", {}) if isinstance(schema, dict) else {}
    typed = [name for name in properties if parameter.get_property_content_type(name)]
    if generation_mode.is_negative and typed and all(is_binary_format(properties[name]) for name in typed):
        return None
    return _form_with_encoding(parameter, operation, generation_config, generation_mode, constants_value_source)


_generation._build_form_strategy_with_encoding = _form_strategy
