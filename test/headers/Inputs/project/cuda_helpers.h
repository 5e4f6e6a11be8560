// stub: the project's own error-checking helpers
