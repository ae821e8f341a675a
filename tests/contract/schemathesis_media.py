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


def _file_lists(operation) -> dict[str, int]:
    """Multipart inputs that are lists of files, with the fewest files each takes (minItems)."""
    lists: dict[str, int] = {}
    for alternative in operation.body:
        if not alternative.media_type.startswith("multipart/"):
            continue
        for name, prop in (alternative.definition.get("schema", {}).get("properties") or {}).items():
            items = prop.get("items") if isinstance(prop, dict) and prop.get("type") == "array" else None
            if isinstance(items, dict) and items.get("format") == "binary":
                lists[name] = max(1, int(prop.get("minItems", 1)))
    return lists


@schemathesis.hook
def before_call(ctx, case, kwargs):
    """A list of files (the GIF's frames) gets as many real files as it takes.

    Schemathesis draws one value per `encoding.contentType` property, in every phase, so a list of
    files typed there arrives as a single file, which `minItems` of the same document forbids; here
    it becomes that many copies of the file. Schemathesis checks the changed case against the schema
    again before sending it, so a case meant to break the document is still judged as one.
    """
    form = case.body
    if not isinstance(form, dict):
        return
    for name, fewest in _file_lists(case.operation).items():
        value = form.get(name)
        if isinstance(value, (bytes, bytearray)):
            form[name] = [bytes(value)] * fewest
