"""Documents the crew loads (PDF, Markdown, text): read, chunk semantically, tag places, store."""
from appliance.documents.add import add_document, add_documents
from appliance.documents.read import DocumentError

__all__ = ["DocumentError", "add_document", "add_documents"]
