;;; emacs-init.el --- the Emacs 28 + eglot set-up of docs/editors.md  -*- lexical-binding: t -*-
;; As a user's init file, for `emacs -Q', which does not activate the
;; packages Debian installs: the test names their folder. The server's
;; command line comes from $CU2HIP_LSP (the mock CUDA headers).
(setq package-directory-list '("/usr/share/emacs/site-lisp/elpa"))
(package-initialize)
(require 'eglot)

;; Emacs 28 has no CUDA mode: CUDA files are edited as C++.
(add-to-list 'auto-mode-alist '("\\.cuh?\\'" . c++-mode))
(add-to-list 'eglot-server-programs
             `(c++-mode . ,(split-string (getenv "CU2HIP_LSP"))))
(add-hook 'c++-mode-hook #'eglot-ensure)
