;;; emacs-session.el --- a porting session in Emacs with eglot  -*- lexical-binding: t -*-
;; `emacs --batch -Q -l emacs-packages.el -l init.el -l emacs-session.el FILE':
;; visit FILE as a user would, wait for cu2hip's diagnostics in flymake,
;; apply the quick fix of one finding through eglot's code actions, undo it
;; and apply it again, hover a CUDA name, save, run "Translate this file to
;; HIP", rewrite the buffer as HIP in place and undo that, and show the
;; translation with docs/editors.md's `cu2hip-show-translation'. Each step
;; writes what it saw to $CU2HIP_OBSERVED for FileCheck; the buffer's text
;; goes to $CU2HIP_BUFFER, the shown text to $CU2HIP_SHOWN. Any step that
;; fails or waits past 60 s ends Emacs with status 1.
(require 'cl-lib)

(defconst cu2hip-fix-code "cu2hip-wave64-lane-math")
(defconst cu2hip-fix-at "threadIdx.x & 31")
(defconst cu2hip-hover-at "cudaMemcpyToSymbol")
(defconst cu2hip-translate-kind "source.cu2hip.translate")
(defconst cu2hip-rewrite-kind "source.cu2hip.rewrite")
(defconst cu2hip-timeout 60)

(defvar cu2hip-buffer nil "The buffer of the file the session edits.")

(defun cu2hip-say (format-string &rest args)
  (let ((line (concat (apply #'format format-string args) "\n")))
    (write-region line nil (getenv "CU2HIP_OBSERVED") 'append 'silent)))

(defun cu2hip-fail (format-string &rest args)
  "Say why the session failed, with eglot's log of the messages exchanged."
  (let ((message (apply #'format format-string args))
        (server (and (buffer-live-p cu2hip-buffer)
                     (with-current-buffer cu2hip-buffer
                       (eglot-current-server)))))
    (cu2hip-say "FAILED: %s" message)
    (when server
      (with-current-buffer (jsonrpc-events-buffer server)
        (message "%s" (buffer-string))))
    (message "emacs-session: %s" message)
    (kill-emacs 1)))

(defun cu2hip-idle ()
  "Run the idle timers, as Emacs does when the user pauses: batch mode never
idles, and eglot sends an edit, and flymake shows diagnostics, on idle timers."
  (dolist (timer (copy-sequence timer-idle-list))
    (timer-event-handler timer)))

(defun cu2hip-read-leftovers ()
  "Read what Emacs 28's jsonrpc (1.0.14) left unread: the reply that ends a
`jsonrpc-request' leaves the messages after it, read in the same chunk, in
the process buffer until the server writes again."
  (when-let ((server (eglot-current-server)))
    (jsonrpc--process-filter (jsonrpc--process server) "")))

(defun cu2hip-wait-for (what condition)
  "Idle and read the server until CONDITION holds."
  (let ((deadline (+ (float-time) cu2hip-timeout)))
    (while (not (funcall condition))
      (when (> (float-time) deadline)
        (cu2hip-fail "timed out waiting for %s" what))
      (cu2hip-idle)
      (cu2hip-read-leftovers)
      (accept-process-output nil 0.02))))

;; The version of the newest diagnostics the server published for the
;; buffer: a step acts on the analysis of the text it sees.
(defvar cu2hip-published-version nil)
(advice-add 'eglot-handle-notification :before
            (lambda (_server method &rest params)
              (when (and (eq method 'textDocument/publishDiagnostics)
                         (equal (plist-get params :uri)
                                (eglot--path-to-uri
                                 (buffer-file-name cu2hip-buffer))))
                (setq cu2hip-published-version (plist-get params :version)))))

(defun cu2hip-wait-for-fresh-diagnostics ()
  "Wait until eglot has sent the last edit and the server answered it."
  (cu2hip-wait-for "the diagnostics of the buffer's version"
                   (lambda ()
                     (and (not eglot--recent-changes)
                          (equal cu2hip-published-version
                                 eglot--versioned-identifier)))))

(defun cu2hip-diagnostics-with-code (code)
  "Where flymake shows CODE's diagnostics, as LINE:COLUMN (1-based)."
  (mapconcat
   (lambda (diag)
     (save-excursion
       (goto-char (flymake-diagnostic-beg diag))
       (format "%d:%d" (line-number-at-pos) (1+ (current-column)))))
   (cl-remove-if-not
    (lambda (diag)
      (equal code (plist-get (alist-get 'eglot-lsp-diag
                                        (flymake-diagnostic-data diag))
                             :code)))
    (sort (flymake-diagnostics) (lambda (a b) (< (flymake-diagnostic-beg a)
                                                  (flymake-diagnostic-beg b)))))
   " "))

(defun cu2hip-goto (text)
  (goto-char (point-min))
  (unless (search-forward text nil t)
    (cu2hip-fail "no '%s' in the buffer" text))
  (goto-char (match-beginning 0)))

(defun cu2hip-run-code-action (beg kind accept)
  "Run the first KIND action at BEG that ACCEPT takes, as eglot would."
  (let* ((actions (eglot-code-actions beg nil kind))
         (chosen (cl-find-if accept actions)))
    (dolist (action actions)
      (cu2hip-say "offered: [%s] %s" (plist-get action :kind)
                  (plist-get action :title)))
    (unless chosen
      (cu2hip-fail "no %s action to choose" kind))
    (cu2hip-say "chosen: %s" (plist-get chosen :title))
    ;; The command loop ends an undo group after each command; batch mode
    ;; has no command loop.
    (undo-boundary)
    (prog1 (eglot--read-execute-code-action (list chosen) (eglot-current-server)
                                            kind)
      (undo-boundary))))

(defun cu2hip-kind-is (kind)
  (lambda (action) (equal kind (plist-get action :kind))))

(defun cu2hip-bool (value)
  (if value "true" "false"))

(defun cu2hip-file-text (file)
  (with-temp-buffer
    (insert-file-contents file)
    (buffer-string)))

(defun cu2hip-apply-quick-fix ()
  (cu2hip-wait-for-fresh-diagnostics)
  (cu2hip-goto cu2hip-fix-at)
  (forward-char (1- (length cu2hip-fix-at)))
  (cu2hip-run-code-action
   (point) "quickfix"
   (lambda (action)
     (equal cu2hip-fix-code
            (plist-get (aref (plist-get action :diagnostics) 0) :code))))
  (cu2hip-say "line %d after the fix: %s" (line-number-at-pos)
              (buffer-substring (line-beginning-position) (line-end-position))))

(defun cu2hip-hover-and-hint ()
  (cu2hip-wait-for-fresh-diagnostics)
  (cu2hip-goto cu2hip-hover-at)
  (let ((hover (jsonrpc-request (eglot-current-server) :textDocument/hover
                                (eglot--TextDocumentPositionParams))))
    (unless hover
      (cu2hip-fail "no hover at line %d" (line-number-at-pos)))
    (cu2hip-say "hover at line %d: %s" (line-number-at-pos)
                (car (split-string (plist-get (plist-get hover :contents) :value)
                                   "\n"))))
  (dolist (diag (flymake-diagnostics (line-beginning-position)
                                     (line-end-position)))
    (let ((spec (alist-get 'eglot-lsp-diag (flymake-diagnostic-data diag))))
      (when (equal (plist-get spec :code) "cu2hip-edit")
        (cu2hip-say "hint at line %d: %s" (line-number-at-pos)
                    (plist-get spec :message))))))

(defun cu2hip-translate ()
  "Run \"Translate this file to HIP\": its command's answer names the file."
  (let* ((answer (cu2hip-run-code-action (point-min) cu2hip-translate-kind
                                         (cu2hip-kind-is cu2hip-translate-kind)))
         (written (eglot--uri-to-path (plist-get answer :uri))))
    (cu2hip-say "translated to: %s" written)
    written))

(defun cu2hip-rewrite-and-undo (translation)
  "Rewrite the buffer as HIP in place, then undo that back to the saved text."
  (cu2hip-wait-for-fresh-diagnostics)
  (cu2hip-run-code-action (point-min) cu2hip-rewrite-kind
                          (cu2hip-kind-is cu2hip-rewrite-kind))
  (cu2hip-say "rewritten, the buffer is the translation: %s"
              (cu2hip-bool (equal (buffer-string) (cu2hip-file-text translation))))
  (undo)
  (cu2hip-say "after undo, the buffer is the saved file: %s, modified: %s"
              (cu2hip-bool (equal (buffer-string)
                                  (cu2hip-file-text buffer-file-name)))
              (cu2hip-bool (buffer-modified-p))))

(defun cu2hip-show ()
  "Run `cu2hip-show-translation', the command docs/editors.md defines."
  (cu2hip-show-translation)
  (with-current-buffer "*cu2hip translation*"
    (write-region nil nil (getenv "CU2HIP_SHOWN") nil 'silent)
    (cu2hip-say "shown: %d lines" (count-lines (point-min) (point-max)))))

(defun cu2hip-session ()
  (setq cu2hip-buffer (find-file (car command-line-args-left)))
  (setq command-line-args-left nil)
  ;; eglot-ensure connects after the command that visited the file.
  (run-hooks 'post-command-hook)
  (cu2hip-wait-for "cu2hip to attach" (lambda () eglot--managed-mode))
  (cu2hip-wait-for (format "the %s diagnostics" cu2hip-fix-code)
                   (lambda ()
                     (not (string-empty-p
                           (cu2hip-diagnostics-with-code cu2hip-fix-code)))))
  (cu2hip-say "diagnostics %s: %s" cu2hip-fix-code
              (cu2hip-diagnostics-with-code cu2hip-fix-code))
  (let ((original (buffer-string)))
    (cu2hip-apply-quick-fix)
    (cu2hip-wait-for-fresh-diagnostics)
    (cu2hip-say "after the fix, %s: %s" cu2hip-fix-code
                (cu2hip-diagnostics-with-code cu2hip-fix-code))
    (undo)
    (cu2hip-say "after undo, the buffer is the original: %s"
                (cu2hip-bool (equal (buffer-string) original))))
  (cu2hip-apply-quick-fix)
  (cu2hip-hover-and-hint)
  (save-buffer)
  (cu2hip-say "saved: %s" (cu2hip-bool (not (buffer-modified-p))))
  (cu2hip-rewrite-and-undo (cu2hip-translate))
  (write-region nil nil (getenv "CU2HIP_BUFFER") nil 'silent)
  (cu2hip-show)
  (eglot-shutdown (eglot-current-server)))

(condition-case err
    (cu2hip-session)
  (error (cu2hip-fail "%s" (error-message-string err))))
(kill-emacs 0)
