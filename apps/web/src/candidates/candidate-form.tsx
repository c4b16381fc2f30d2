/**
 * /lawyer-profile/application/form (USER): the bar candidate's own page. The person registry's record
 * (passportDataByPinFL) is shown as the form's prefill; the two photos 3×4 go first (updatePhoto), then
 * the filing: region, license types and one file per document type (createCandidateDoc). The filings
 * follow, the latest with its interview and history. A refusal (a photo too old or not 3×4, a
 * conviction) is shown in full under the form it concerns.
 */
import { Alert, Card, FileInput, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { CANDIDATE_DOC_TYPES, REQUIRED_CANDIDATE_DOC_TYPE_IDS, formatDate } from '@portal/domain';
import { IconPhoto, IconSend, IconUpload } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { useLicenseTypeList, useRegions } from '../api/reference';
import { FieldSection } from '../kit/detail-layout';
import { ReferenceSelect } from '../kit/form/reference-select';
import { QueryState } from '../kit/list';
import { PageHeader } from '../shell/page-header';
import { toast } from '../shell/toast';
import { SubmitButton } from '../kit/form/submit-button';
import { CandidateRecord } from './candidate-record';

const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
const DOC_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';

function Refusal({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert" data-testid="candidate-refusal">
      {error.message}
    </Alert>
  );
}

function PhotosForm() {
  const { t } = useTranslation('candidates');
  const [photos, setPhotos] = useState<(File | null)[]>([null, null]);
  const upload = api.candidates.updatePhoto.useMutation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = new FormData();
    for (const p of photos) if (p) body.append('photos', p);
    upload.mutate(body, {
      onSuccess: () => {
        toast.success(t('screen.photosSaved'));
        setPhotos([null, null]);
      },
    });
  };
  return (
    <form onSubmit={submit} data-testid="candidate-photos-form">
      <Stack gap="sm">
        <Text size="sm">{t('screen.photosRule')}</Text>
        {[0, 1].map((i) => (
          <FileInput
            key={i}
            label={t('screen.photo', { n: i + 1 })}
            accept={PHOTO_ACCEPT}
            required
            clearable
            value={photos[i]}
            onChange={(f) => setPhotos((prev) => prev.map((p, k) => (k === i ? f : p)))}
            leftSection={<IconPhoto size={18} aria-hidden="true" />}
            data-testid={`candidate-photo-${i + 1}`}
          />
        ))}
        <Refusal error={upload.error} />
        <SubmitButton
          icon={IconUpload}
          busy={upload.isPending}
          disabled={photos.some((p) => !p)}
          testId="candidate-photos-submit"
        >
          {t('screen.uploadPhotos')}
        </SubmitButton>
      </Stack>
    </form>
  );
}

function FilingForm({ defaultRegionId }: { defaultRegionId: number | null }) {
  const { t } = useTranslation('candidates');
  const regions = useRegions();
  const licenseTypes = useLicenseTypeList();
  const file = api.candidates.createCandidateDoc.useMutation();
  const [regionId, setRegionId] = useState<string | null>(defaultRegionId ? String(defaultRegionId) : null);
  const [licenceTypeIds, setLicenceTypeIds] = useState<string[]>([]);
  const [docs, setDocs] = useState<Record<number, File | null>>({});
  const required = (id: number) => REQUIRED_CANDIDATE_DOC_TYPE_IDS.includes(id);
  const ready =
    regionId !== null && licenceTypeIds.length > 0 && REQUIRED_CANDIDATE_DOC_TYPE_IDS.every((id) => docs[id]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = CANDIDATE_DOC_TYPES.filter((d) => docs[d.id]);
    const body = new FormData();
    body.append('regionId', regionId ?? '');
    body.append('licenceTypeIds', licenceTypeIds.join(','));
    body.append('docTypeIds', chosen.map((d) => d.id).join(','));
    for (const d of chosen) body.append('files', docs[d.id]!);
    file.mutate(body, { onSuccess: () => toast.success(t('screen.filed')) });
  };
  return (
    <form onSubmit={submit} data-testid="candidate-filing-form">
      <Stack gap="sm">
        <ReferenceSelect
          label={t('screen.region')}
          items={regions.data?.list}
          value={regionId}
          onChange={setRegionId}
          required
          data-testid="candidate-region"
        />
        <MultiSelect
          label={t('screen.licenceTypes')}
          data={(licenseTypes.data?.list ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
          value={licenceTypeIds}
          onChange={setLicenceTypeIds}
          required
          data-testid="candidate-licence-types"
        />
        {CANDIDATE_DOC_TYPES.map((d) => (
          <FileInput
            key={d.id}
            label={t(`docType.${d.code}`)}
            accept={DOC_ACCEPT}
            required={required(d.id)}
            clearable
            value={docs[d.id] ?? null}
            onChange={(f) => setDocs((prev) => ({ ...prev, [d.id]: f }))}
            data-testid={`candidate-doc-${d.code}`}
          />
        ))}
        <Refusal error={file.error} />
        <SubmitButton
          icon={IconSend}
          busy={file.isPending}
          disabled={!ready}
          testId="candidate-filing-submit"
        >
          {t('screen.send')}
        </SubmitButton>
      </Stack>
    </form>
  );
}

export function CandidateFormPage() {
  const { t } = useTranslation('candidates');
  const own = api.candidates.ownCandidate.useQuery();
  const registry = api.candidates.passportDataByPinFL.useQuery({}, { enabled: true });
  const o = own.data;
  const p = registry.data;
  const latest = o?.list[0];
  return (
    <Stack>
      <PageHeader title={t('screen.formTitle')} lead={t('screen.formLead')} />
      {p && (
        <FieldSection
          title={t('screen.registryData')}
          fields={[
            { label: t('screen.fullName'), value: `${p.lastName} ${p.firstName} ${p.parentName}` },
            { label: t('screen.pinfl'), value: p.pinfl },
            { label: t('screen.birthDate'), value: formatDate(p.birthDate) },
            { label: t('screen.passport'), value: p.passport },
            { label: t('screen.address'), value: p.address },
          ]}
        />
      )}
      <QueryState query={own}>
        {o && (
          <>
            {latest && <CandidateRecord id={latest.id} />}
            {o.can.file && (
              <>
                <Card withBorder>
                  <Title order={2} size="h3" mb="sm">
                    {t('screen.photosTitle')}
                  </Title>
                  {o.photos && (
                    <Text size="sm" mb="sm" data-testid="candidate-photos-kept">
                      {t('screen.photosKept', {
                        dates: o.photos.photos.map((ph) => formatDate(ph.takenOn)).join(', '),
                      })}
                    </Text>
                  )}
                  <PhotosForm />
                </Card>
                {o.photos && (
                  <Card withBorder>
                    <Title order={2} size="h3" mb="sm">
                      {t('screen.filingTitle')}
                    </Title>
                    <FilingForm defaultRegionId={p?.regionId ?? null} />
                  </Card>
                )}
              </>
            )}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
