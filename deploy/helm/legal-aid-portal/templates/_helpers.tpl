{{- define "portal.name" -}}{{ .Release.Name }}-portal{{- end -}}
{{- define "portal.labels" -}}
app.kubernetes.io/name: legal-aid-portal
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
{{- end -}}
{{- define "portal.selector" -}}
app.kubernetes.io/name: legal-aid-portal
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/component: api
{{- end -}}
{{- define "portal.secretName" -}}{{ .Values.existingSecret | default (printf "%s-secrets" (include "portal.name" .)) }}{{- end -}}
